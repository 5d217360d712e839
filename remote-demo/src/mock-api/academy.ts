// api/apps/academy: categories, courses, and one course with its steps.
import { http, type HttpHandler } from 'msw';
import { findById } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { ok, queryParam } from './lib/http';

const path = (endpoint: string) => apiPath(`apps/academy/${endpoint}`);

export function academyHandlers({ store }: MockContext): HttpHandler[] {
  const { categories, courses, courseSteps } = store.academy;
  return [
    http.get(path('categories'), () => ok(categories)),
    http.get(path('courses'), () => ok(courses)),
    http.get(path('courses/course'), ({ request }) => {
      const course = findById(courses, queryParam(request, 'id'));
      return ok(course ? { ...course, steps: courseSteps[course.id] ?? [] } : null);
    }),
  ];
}
