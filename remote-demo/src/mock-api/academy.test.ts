/** @jest-environment node */
import { createTestApi } from './testing/mock-client';

const ACADEMY = 'api/apps/academy';

describe('api/apps/academy', () => {
  it('GET categories and GET courses answer the template content, each course in a known category', async () => {
    const { get, store } = createTestApi();
    const categories = (await get(`${ACADEMY}/categories`)).body;
    const courses = (await get(`${ACADEMY}/courses`)).body;
    expect(categories).toEqual(store.academy.categories);
    expect(courses).toEqual(store.academy.courses);
    const slugs = categories.map((category: { slug: string }) => category.slug);
    for (const course of courses) expect(slugs).toContain(course.category);
  });

  it('GET courses/course answers one course with its steps, as many as totalSteps', async () => {
    const { get, store } = createTestApi();
    const course = store.academy.courses[2]!;
    const { body } = await get(`${ACADEMY}/courses/course?id=${course.id}`);
    expect(body).toMatchObject(course);
    expect(body.steps).toHaveLength(course.totalSteps);
    expect(body.steps.map((step: { order: number }) => step.order)).toEqual([...Array(course.totalSteps).keys()]);
  });

  it('GET courses/course with an unknown id answers null', async () => {
    expect((await createTestApi().get(`${ACADEMY}/courses/course?id=nope`)).body).toBeNull();
  });
});
