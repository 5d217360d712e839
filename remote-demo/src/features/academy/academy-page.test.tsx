import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../../lib/demo-client';
import type { Course } from '../../mock-api/seed/academy';
import { renderDemo, setUpDemo } from '../../testing/render-demo';

beforeAll(setUpDemo);

const courseList = () => screen.findByRole('list', { name: 'Cursos' });
const courseTitles = async () =>
  within(await courseList())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the academy', () => {
  it('lists every course and filters them by category', async () => {
    renderDemo('/demo/apps/academy');
    const titles = await courseTitles();
    const courses = await demoApi.get<Course[]>('api/apps/academy/courses');
    expect(titles).toEqual(courses.map((course) => course.title));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Firebase');
    const firebase = courses.filter((course) => course.category === 'firebase').map((course) => course.title);
    expect(firebase.length).toBeGreaterThan(0);
    expect(firebase.length).toBeLessThan(courses.length);
    expect(await courseTitles()).toEqual(firebase);
    expect(screen.getByText(`${firebase.length} cursos`)).toHaveAttribute('role', 'status');
  });

  it("shows each course's progress on its card", async () => {
    renderDemo('/demo/apps/academy');
    const list = await courseList();
    const courses = await demoApi.get<Course[]>('api/apps/academy/courses');
    const started = courses.find((course) => course.progress.currentStep > 0)!;
    const card = within(list).getByRole('article', { name: started.title });
    expect(card).toHaveTextContent(`Vas por el paso ${started.progress.currentStep} de ${started.totalSteps}`);
    const fresh = courses.find((course) => course.progress.currentStep === 0);
    if (fresh) expect(within(list).getByRole('article', { name: fresh.title })).toHaveTextContent('Sin empezar');
  });

  it('searches the courses by title, saying when none matches', async () => {
    renderDemo('/demo/apps/academy');
    const [first] = await courseTitles();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por título' }), first!.toUpperCase());
    expect(await courseTitles()).toContain(first);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por título' }), 'zzz-nada');
    expect(await screen.findByText('Ningún curso coincide con la búsqueda.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cursos' })).not.toBeInTheDocument();
  });

  it('opens a course and walks its steps with next and previous, the progress following', async () => {
    renderDemo('/demo/apps/academy');
    const list = await courseList();
    const courses = await demoApi.get<Course[]>('api/apps/academy/courses');
    const course = courses[0]!;
    const steps = (
      await demoApi.get<{ steps: { title: string }[] }>('api/apps/academy/courses/course', { id: course.id })
    ).steps;
    await userEvent.click(within(list).getByRole('link', { name: course.title }));

    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: steps[0]!.title })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Progreso del curso' });
    expect(progress).toHaveAttribute('aria-valuetext', `Paso 1 de ${steps.length}`);
    expect(screen.getByRole('button', { name: 'Paso anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Paso siguiente' }));
    const second = screen.getByRole('heading', { level: 2, name: steps[1]!.title });
    expect(second).toHaveFocus();
    expect(progress).toHaveAttribute('aria-valuetext', `Paso 2 de ${steps.length}`);
    expect(screen.getByTestId('location')).toHaveTextContent(`/demo/apps/academy/${course.id}?step=2`);
    const stepsNav = screen.getByRole('navigation', { name: 'Pasos del curso' });
    expect(within(stepsNav).getByRole('button', { name: `2. ${steps[1]!.title}` })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Paso anterior' }));
    expect(screen.getByRole('heading', { level: 2, name: steps[0]!.title })).toHaveFocus();

    // the last step, chosen from the list, has no next one
    await userEvent.click(within(stepsNav).getByRole('button', { name: `${steps.length}. ${steps.at(-1)!.title}` }));
    expect(screen.queryByRole('button', { name: 'Paso siguiente' })).not.toBeInTheDocument();
    expect(screen.getByText('Has llegado al último paso.')).toBeInTheDocument();
  });

  it("shows a step's HTML sanitised", async () => {
    const courses = await demoApi.get<Course[]>('api/apps/academy/courses');
    renderDemo(`/demo/apps/academy/${courses[1]!.id}?step=2`);
    const article = await screen.findByRole('article');
    expect(article.querySelector('p')).not.toBeNull();
    expect(article.querySelector('script')).toBeNull();
  });

  it('says not found for an unknown course, with the way back', async () => {
    renderDemo('/demo/apps/academy/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los cursos' })).toBeInTheDocument();
  });
});
