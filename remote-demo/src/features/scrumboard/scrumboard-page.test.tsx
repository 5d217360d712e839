import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { BoardDetail } from './api/scrumboard-api';

beforeAll(setUpDemo);

const LIST_TITLES = ['To do', 'In progress', 'In review', 'Completed'];

/** The board as the mock API holds it now (what a reload of the board shows). */
async function storedBoard(): Promise<BoardDetail> {
  const id = screen.getByTestId('location').textContent!.split('/').pop()!;
  return (await demoApi.get<BoardDetail>('api/apps/scrumboard/board', { id }))!;
}

async function openBoard(title: string) {
  renderDemo('/demo/apps/scrumboard');
  await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^${title}`) }));
  await screen.findByRole('heading', { level: 1, name: title });
}

/** The board's lists in the order shown (by their drag handles). */
const listOrder = () =>
  screen
    .getAllByRole('button', { name: /^Mover la lista / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Mover la lista ', ''));
const list = (title: string) => screen.getByRole('region', { name: title });
const cardTitles = (title: string) =>
  within(within(list(title)).getByRole('list', { name: `Tarjetas de ${title}` }))
    .getAllByRole('listitem')
    // each card: its drag handle, then the button that opens it
    .map((item) => item.querySelectorAll('button')[1]!.querySelector('span')!.textContent!);

describe('the scrumboard', () => {
  it('lists the boards, each opening its lists and cards in order', async () => {
    renderDemo('/demo/apps/scrumboard');
    const boards = within(await screen.findByRole('list', { name: 'Tableros' })).getAllByRole('link');
    expect(boards.map((link) => link.querySelector('span')!.textContent)).toEqual([
      'Admin Dashboard',
      'Weekly Planning',
      'SOAT Landing',
    ]);
    expect(boards[0]).toHaveTextContent(/\d+ miembros · última actividad el/);

    await userEvent.click(boards[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Planning' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Weekly Planning/);
    const stored = await storedBoard();
    expect(screen.getByText(/^Miembros: /)).toHaveTextContent(stored.members.map((member) => member.name).join(', '));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/apps\/scrumboard\/boards\/[\w-]+$/);
    expect(listOrder()).toEqual(LIST_TITLES);
    for (const column of stored.lists) {
      expect(cardTitles(column.title)).toEqual(column.cards.map((card) => card.title));
    }

    await userEvent.click(screen.getByRole('link', { name: 'Volver a los tableros' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableros' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Tableros/);
  });

  it('says "not found" for a board that does not exist, inside the demo', async () => {
    renderDemo('/demo/apps/scrumboard/boards/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los tableros' })).toBeInTheDocument();
    expect(document.title).toMatch(/^No encontrado/);
  });

  it('says "not found" for an unknown page of the scrumboard', async () => {
    renderDemo('/demo/apps/scrumboard/otra/cosa');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
  });

  it('adds, renames and deletes lists, down to the empty board', async () => {
    await openBoard('SOAT Landing');
    const newList = screen.getByRole('textbox', { name: 'Nombre de la nueva lista' });
    await userEvent.click(screen.getByRole('button', { name: 'Añadir lista' }));
    expect(await screen.findByText('Escribe un título.')).toBeInTheDocument();
    await userEvent.type(newList, 'Bloqueado');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir lista' }));
    expect(await screen.findByRole('region', { name: 'Bloqueado' })).toHaveTextContent('Sin tarjetas.');
    expect(newList).toHaveValue('');
    expect((await storedBoard()).lists.map((column) => column.title)).toEqual([...LIST_TITLES, 'Bloqueado']);
    expect((await storedBoard()).lists.at(-1)!.position).toBe(5 * 65536);

    // renamed in place; Escape gives up, the focus back on the button
    await userEvent.click(within(list('In review')).getByRole('button', { name: 'Renombrar la lista In review' }));
    const field = within(list('In review')).getByRole('textbox', { name: 'Nombre de la lista' });
    expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(list('In review')).getByRole('button', { name: 'Renombrar la lista In review' })).toHaveFocus();
    await userEvent.click(within(list('In review')).getByRole('button', { name: 'Renombrar la lista In review' }));
    await userEvent.clear(within(list('In review')).getByRole('textbox', { name: 'Nombre de la lista' }));
    await userEvent.type(
      within(list('In review')).getByRole('textbox', { name: 'Nombre de la lista' }),
      'Revisión{Enter}',
    );
    expect(await screen.findByRole('region', { name: 'Revisión' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'In review' })).not.toBeInTheDocument();
    expect((await storedBoard()).lists.map((column) => column.title)).toContain('Revisión');

    // deleted after a question, with its cards
    for (const title of ['To do', 'In progress', 'Revisión', 'Completed', 'Bloqueado']) {
      await userEvent.click(within(list(title)).getByRole('button', { name: `Eliminar la lista ${title}` }));
      const question = within(list(title)).getByRole('group', { name: `Eliminar la lista ${title}` });
      expect(question).toHaveTextContent(new RegExp(`¿Eliminar la lista ${title} y sus? \\d+ tarjetas?\\?`));
      await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument());
    }
    expect(screen.getByText('Este tablero no tiene listas todavía. Añade la primera.')).toBeInTheDocument();
    expect((await storedBoard()).lists).toEqual([]);
  });

  it('adds a card at the end of its list, edits it in its details and deletes it', async () => {
    await openBoard('Admin Dashboard');
    const todo = list('To do');
    const before = cardTitles('To do');
    await userEvent.type(
      within(todo).getByRole('textbox', { name: 'Nueva tarjeta en To do' }),
      'Preparar la demo{Enter}',
    );
    await waitFor(() => expect(cardTitles('To do')).toEqual([...before, 'Preparar la demo']));
    const saved = (await storedBoard()).lists[0]!.cards.at(-1)!;
    expect(saved).toMatchObject({ title: 'Preparar la demo', position: (before.length + 1) * 65536 });

    // the details take the focus
    const opener = within(todo).getByRole('button', { name: /^Preparar la demo/ });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-pressed', 'true');
    const details = screen.getByRole('region', { name: 'Detalles de la tarjeta Preparar la demo' });
    expect(within(details).getByRole('heading', { level: 2, name: 'Preparar la demo' })).toHaveFocus();
    expect(details).toHaveTextContent('En la lista To do');

    await userEvent.clear(within(details).getByRole('textbox', { name: /^Título/ }));
    await userEvent.type(within(details).getByRole('textbox', { name: /^Título/ }), 'Ensayar la demo');
    expect(within(details).getByRole('textbox', { name: 'Descripción' }).tagName).toBe('TEXTAREA');
    await userEvent.type(within(details).getByRole('textbox', { name: 'Descripción' }), 'Con el equipo completo.');
    await userEvent.type(within(details).getByLabelText('Fecha de vencimiento'), '2026-12-01');
    await userEvent.click(within(details).getByRole('checkbox', { name: 'Design' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));
    expect(await within(details).findByText('Cambios guardados.')).toBeInTheDocument();
    const edited = within(todo).getByRole('button', { name: /^Ensayar la demo/ });
    expect(edited).toHaveTextContent('Design');
    expect(edited).toHaveTextContent(/Vence el/);
    const stored = (await storedBoard()).lists[0]!.cards.find((card) => card.id === saved.id)!;
    expect(stored).toMatchObject({
      title: 'Ensayar la demo',
      description: 'Con el equipo completo.',
      dueDate: '2026-12-01T00:00:00.000Z',
    });
    expect(stored.labels.map((label) => label.title)).toEqual(['Design']);

    // Escape closes them, the focus back on the card
    await userEvent.click(within(details).getByRole('textbox', { name: 'Descripción' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Detalles de la tarjeta/ })).not.toBeInTheDocument();
    expect(edited).toHaveFocus();

    await userEvent.click(edited);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la tarjeta' }));
    await waitFor(() => expect(cardTitles('To do')).toEqual(before));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveFocus();
    expect((await storedBoard()).lists[0]!.cards.some((card) => card.id === saved.id)).toBe(false);
  });

  it('keeps what was typed when a change cannot be saved', async () => {
    await openBoard('Admin Dashboard');
    const before = cardTitles('To do');
    const failing = jest.spyOn(demoApi, 'put').mockRejectedValueOnce(new Error('down'));
    const field = within(list('To do')).getByRole('textbox', { name: 'Nueva tarjeta en To do' });
    await userEvent.type(field, 'No se guarda{Enter}');
    expect(
      await within(list('To do')).findByText('No se pudo guardar el cambio. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('No se guarda');
    expect(cardTitles('To do')).toEqual(before);
    failing.mockRestore();

    await userEvent.click(within(list('To do')).getByRole('button', { name: 'Añadir tarjeta' }));
    await waitFor(() => expect(cardTitles('To do')).toEqual([...before, 'No se guarda']));
  });

  describe('by keyboard, as dnd-kit moves a card', () => {
    // jsdom lays nothing out: the lists stand side by side, 300 px apart, their cards 60 px apart
    const box = (x: number, y: number, width: number, height: number) =>
      ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
    function layout(this: HTMLElement): DOMRect {
      // (plain selectors: role queries on every measurement would take seconds)
      const lists = [...document.querySelectorAll('button[aria-label^="Mover la lista "]')].map((handle) =>
        handle.closest('section'),
      );
      const section = this.closest('section');
      const column = section ? lists.indexOf(section) : -1;
      if (column === -1) return box(0, 0, 0, 0);
      if (this === section) return box(column * 300, 0, 280, 1000);
      if (this.tagName === 'LI')
        return box(column * 300 + 10, 100 + [...this.parentElement!.children].indexOf(this) * 60, 260, 50);
      // a list's cards area: where a card goes into an empty list
      if (this.querySelector(':scope > ul, :scope > p:only-child')) return box(column * 300 + 5, 90, 270, 800);
      return box(0, 0, 0, 0);
    }
    beforeEach(() => {
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(layout);
      Element.prototype.scrollIntoView = jest.fn();
    });
    afterEach(() => jest.restoreAllMocks());

    it('moves a card to the next list with space, an arrow and space, and saves its list and position', async () => {
      await openBoard('Weekly Planning');
      const moved = cardTitles('To do')[0]!;
      const target = cardTitles('In progress');
      const handle = screen.getByRole('button', { name: `Mover la tarjeta ${moved}` });
      handle.focus();
      await userEvent.keyboard(' ');
      expect(await screen.findByText(new RegExp(`^Has levantado la tarjeta ${moved}\\.`))).toBeInTheDocument();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(cardTitles('In progress')).toContain(moved));
      await userEvent.keyboard(' ');
      expect(
        await screen.findByText(new RegExp(`^Has soltado la tarjeta ${moved} en la lista In progress`)),
      ).toBeInTheDocument();

      expect(cardTitles('To do')).not.toContain(moved);
      // dnd-kit gives the focus back to the handle, now in the other list
      await waitFor(() =>
        expect(within(list('In progress')).getByRole('button', { name: `Mover la tarjeta ${moved}` })).toHaveFocus(),
      );
      const order = cardTitles('In progress');
      expect(order.filter((title) => title !== moved)).toEqual(target);
      // saved: the board as the mock API answers it now has the same order, 65536 apart
      await waitFor(async () => {
        const inProgress = (await storedBoard()).lists.find((column) => column.title === 'In progress')!;
        expect(inProgress.cards.map((card) => card.title)).toEqual(order);
        expect(inProgress.cards.map((card) => card.position)).toEqual(order.map((_, index) => (index + 1) * 65536));
      });
    });

    it('moves a card down its own list, and a list to the right, saving the new positions', async () => {
      await openBoard('Weekly Planning');
      const [first, second, ...rest] = cardTitles('In progress');
      screen.getByRole('button', { name: `Mover la tarjeta ${first}` }).focus();
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard(' ');
      expect(await screen.findByText(new RegExp(`^Has soltado la tarjeta ${first}`))).toBeInTheDocument();
      await waitFor(() => expect(cardTitles('In progress')).toEqual([second, first, ...rest]));
      await waitFor(async () => {
        const stored = (await storedBoard()).lists.find((column) => column.title === 'In progress')!;
        expect(stored.cards.map((card) => card.title)).toEqual([second, first, ...rest]);
      });

      screen.getByRole('button', { name: 'Mover la lista To do' }).focus();
      await userEvent.keyboard(' ');
      expect(
        await screen.findByText(/^Has levantado la lista To do\. Está en la posición 1 de 4\./),
      ).toBeInTheDocument();
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard(' ');
      expect(await screen.findByText('Has soltado la lista To do en la posición 2 de 4.')).toBeInTheDocument();
      const order = ['In progress', 'To do', 'In review', 'Completed'];
      await waitFor(() => expect(listOrder()).toEqual(order));
      await waitFor(async () => {
        const stored = (await storedBoard()).lists;
        expect(stored.map((column) => column.title)).toEqual(order);
        expect(stored.map((column) => column.position)).toEqual([65536, 131072, 196608, 262144]);
      });
    });
  });
});
