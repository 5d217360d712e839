// The academy's template content: categories, courses and each course's steps.
import { daysFromReference, seededFaker } from './seeded-faker';

export interface AcademyCategory {
  id: string;
  title: string;
  slug: string;
}

export interface CourseStep {
  order: number;
  title: string;
  subtitle: string;
  content: string;
}

export interface Course {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** a category's slug */
  category: string;
  duration: number;
  totalSteps: number;
  updatedAt: string;
  featured: boolean;
  progress: { currentStep: number; completed: number };
}

const CATEGORIES = ['web', 'firebase', 'cloud', 'android'];

export function seedAcademy() {
  const faker = seededFaker(101);
  const categories: AcademyCategory[] = CATEGORIES.map((slug) => ({
    id: faker.string.uuid(),
    title: slug.charAt(0).toUpperCase() + slug.slice(1),
    slug,
  }));
  const courses: Course[] = Array.from({ length: 12 }, (_, index) => {
    const title = faker.lorem.words({ min: 2, max: 5 }).replace(/^\w/, (first) => first.toUpperCase());
    const totalSteps = faker.number.int({ min: 4, max: 9 });
    return {
      id: faker.string.uuid(),
      title,
      slug: `${title.toLowerCase().replace(/\s+/g, '-')}-${index + 1}`,
      description: faker.lorem.sentence(),
      category: CATEGORIES[index % CATEGORIES.length]!,
      duration: faker.number.int({ min: 20, max: 180 }),
      totalSteps,
      updatedAt: daysFromReference(-faker.number.int({ min: 1, max: 200 })),
      featured: index % 5 === 0,
      progress: {
        currentStep: faker.number.int({ min: 0, max: totalSteps }),
        completed: faker.number.int({ min: 0, max: 3 }),
      },
    };
  });
  const steps = (count: number): CourseStep[] =>
    Array.from({ length: count }, (_, order) => ({
      order,
      title: faker.lorem.sentence({ min: 2, max: 5 }).slice(0, -1),
      subtitle: faker.lorem.sentence(),
      content: `<h2>${faker.lorem.sentence()}</h2><p>${faker.lorem.paragraph()}</p>`,
    }));
  const courseSteps = Object.fromEntries(courses.map((course) => [course.id, steps(course.totalSteps)]));
  return { categories, courses, courseSteps };
}
