import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../../testing/render-demo';

beforeAll(setUpDemo);

const guidesSection = () => screen.findByRole('region', { name: 'Guías' });
const faqsSection = () => screen.findByRole('region', { name: 'Preguntas frecuentes' });

describe('the help center', () => {
  it('lists five guides of each category and the way to all of them', async () => {
    renderDemo('/demo/apps/help-center');
    const section = await guidesSection();
    const lists = await within(section).findAllByRole('list');
    expect(lists).toHaveLength(5);
    for (const list of lists) expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(within(section).getByRole('link', { name: /^Ver las \d+ guías de Getting started$/ })).toHaveAttribute(
      'href',
      '/demo/apps/help-center/guides/getting-started',
    );
  });

  it("opens a category's every guide, then a guide with its content", async () => {
    renderDemo('/demo/apps/help-center');
    const section = await guidesSection();
    const all = await within(section).findByRole('link', { name: /guías de Projects$/ });
    const count = Number(/Ver las (\d+)/.exec(all.textContent!)![1]);
    await userEvent.click(all);
    // the home page's list of the category has the same name and its first five guides until the page changes
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link')).toHaveLength(count),
    );

    const guide = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link')[0]!;
    const title = guide.textContent!;
    await userEvent.click(guide);
    const article = await screen.findByRole('article', { name: title });
    expect(article.querySelectorAll('p').length).toBeGreaterThanOrEqual(4);
    expect(within(article).getByRole('list')).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('link', { name: 'Volver a Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });

  it('shows the FAQs of every category, or of the one chosen, their answers under their questions', async () => {
    renderDemo('/demo/apps/help-center');
    const section = await faqsSection();
    await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5));

    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Categoría' }), 'Pagos');
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Payments']),
    );
    const question = section.querySelector('details')!;
    expect(question).not.toHaveAttribute('open');
    await userEvent.click(question.querySelector('summary')!);
    expect(question).toHaveAttribute('open');
  });

  it('says so for a guide that does not exist', async () => {
    renderDemo('/demo/apps/help-center/guides/projects/no-existe');
    expect(await screen.findByText('Esta guía no existe.')).toBeInTheDocument();
  });
});
