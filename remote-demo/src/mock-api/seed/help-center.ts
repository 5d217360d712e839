// The help center: FAQ categories with their questions (one about the $20
// minimum credit), guide categories with their guides, and the content every guide shows.
import { seededFaker } from './seeded-faker';

export interface HelpCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}

export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

export const FAQ_CATEGORY_SLUGS = ['most-asked', 'general-inquiries', 'licenses', 'payments', 'support'];
export const GUIDE_CATEGORY_SLUGS = ['getting-started', 'projects', 'settings', 'payments', 'your-account'];
export const MINIMUM_CREDIT_FAQ = {
  question: 'What is the minimum credit I can buy?',
  answer: 'The minimum credit you can buy is $20; any amount above it can be added in steps of $1.',
};

const titleOf = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

export function seedHelpCenter() {
  const faker = seededFaker(41);
  const category = (slug: string): HelpCategory => ({ id: faker.string.uuid(), slug, title: titleOf(slug) });
  const faqCategories = FAQ_CATEGORY_SLUGS.map(category);
  const guideCategories = GUIDE_CATEGORY_SLUGS.map(category);

  const faqs: Faq[] = faqCategories.flatMap(({ id }) =>
    Array.from({ length: faker.number.int({ min: 4, max: 7 }) }, () => ({
      id: faker.string.uuid(),
      categoryId: id,
      question: `${faker.lorem.sentence({ min: 5, max: 9 }).slice(0, -1)}?`,
      answer: faker.lorem.paragraph(),
    })),
  );
  faqs.unshift({ id: faker.string.uuid(), categoryId: faqCategories[3]!.id, ...MINIMUM_CREDIT_FAQ });

  const guides: Guide[] = guideCategories.flatMap(({ id }) =>
    Array.from({ length: faker.number.int({ min: 6, max: 9 }) }, (_, index) => {
      const title = faker.lorem.sentence({ min: 3, max: 6 }).slice(0, -1);
      return {
        id: faker.string.uuid(),
        categoryId: id,
        slug: `${slugify(title)}-${index + 1}`,
        title,
        subtitle: faker.lorem.sentence(),
      };
    }),
  );

  const guideContent = [
    `<h2>${faker.lorem.sentence()}</h2>`,
    ...Array.from({ length: 4 }, () => `<p>${faker.lorem.paragraph({ min: 3, max: 6 })}</p>`),
    `<ul>${Array.from({ length: 3 }, () => `<li>${faker.lorem.sentence()}</li>`).join('')}</ul>`,
  ].join('\n');

  return { faqCategories, faqs, guideCategories, guides, guideContent };
}
