// The academy's calls to the demo's mock API (api/apps/academy).
import { demoApi } from '../../../lib/demo-client';
import type { AcademyCategory, Course, CourseStep } from '../../../mock-api/seed/academy';

export type { AcademyCategory, Course, CourseStep };

const ACADEMY = 'api/apps/academy';

export const getCategories = () => demoApi.get<AcademyCategory[]>(`${ACADEMY}/categories`);
export const getCourses = () => demoApi.get<Course[]>(`${ACADEMY}/courses`);
/** One course with its steps, or null when there is none with that id. */
export const getCourse = (id: string) =>
  demoApi.get<(Course & { steps: CourseStep[] }) | null>(`${ACADEMY}/courses/course`, { id });
