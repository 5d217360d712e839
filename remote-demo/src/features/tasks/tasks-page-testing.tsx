// What the tasks page's tests share (tasks-page.test.tsx and its -details and -assignee-tags siblings): the
// list of sections and tasks the page shows, waited for before a test acts on the page.
import { screen } from '@testing-library/react';

/** The page's list of sections and tasks, once it is shown. */
export const list = () => screen.findByRole('list', { name: 'Secciones y tareas' });
