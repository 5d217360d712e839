import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { BoardCard, BoardDetail } from './api/scrumboard-api';

beforeAll(setUpDemo);

/** The board as the mock API holds it now (what a reload of the board shows). */
async function storedBoard(): Promise<BoardDetail> {
  const id = screen.getByTestId('location').textContent!.split('/').pop()!;
  return (await demoApi.get<BoardDetail>('api/apps/scrumboard/board', { id }))!;
}
const storedCards = async () => (await storedBoard()).lists.flatMap((column) => column.cards);

async function openBoard(title: string) {
  renderDemo('/demo/apps/scrumboard');
  await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^${title}`) }));
  await screen.findByRole('heading', { level: 1, name: title });
}

/** Opens the board's labels by their button; the panel they show in. */
async function openLabels() {
  await userEvent.click(screen.getByRole('button', { name: 'Gestionar etiquetas' }));
  return screen.getByRole('region', { name: 'Etiquetas del tablero' });
}
const labelNames = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Etiquetas' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')!.textContent);
/** The button that opens a card on the board (its name starts with the card's title). */
const cardButton = (card: BoardCard) => screen.getByRole('button', { name: new RegExp(`^${card.title}`) });

/** A label the seed put on some cards of the board, and those cards. */
async function usedLabel() {
  const cards = await storedCards();
  const label = cards.find((card) => card.labels.length > 0)!.labels[0]!;
  return { label, carriers: cards.filter((card) => card.labels.some((item) => item.id === label.id)) };
}

describe("the board's labels", () => {
  it('open by their button with the focus in them, and close by Escape or the close button', async () => {
    await openBoard('Admin Dashboard');
    const toggle = screen.getByRole('button', { name: 'Gestionar etiquetas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = await openLabels();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Etiquetas del tablero' })).toHaveFocus();
    expect(labelNames(panel)).toEqual((await storedBoard()).labels.map((label) => label.title));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Etiquetas del tablero' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(await openLabels()).getByRole('button', { name: 'Cerrar las etiquetas' }));
    expect(screen.queryByRole('region', { name: 'Etiquetas del tablero' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('adds a label first, refusing a blank name or one the board has, keeping what was typed', async () => {
    await openBoard('Admin Dashboard');
    const panel = await openLabels();
    const before = labelNames(panel);
    const field = within(panel).getByRole('textbox', { name: 'Nombre de la nueva etiqueta' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir etiqueta' }));
    expect(within(panel).getByText('Escribe un título.')).toBeInTheDocument();

    await userEvent.type(field, ' design {Enter}');
    expect(
      within(panel).getByText('Ya hay una etiqueta «design» en este tablero. Elige otro nombre.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue(' design ');
    expect(labelNames(panel)).toEqual(before);

    await userEvent.clear(field);
    await userEvent.type(field, 'QA{Enter}');
    await waitFor(() => expect(labelNames(panel)).toEqual(['QA', ...before]));
    expect(field).toHaveValue('');
    expect(within(panel).getByRole('status')).toHaveTextContent('Etiqueta QA añadida.');
    expect((await storedBoard()).labels.map((label) => label.title)).toEqual(['QA', ...before]);
  });

  it('renames a label in place, on every card carrying it too; Escape gives up, a taken name is refused', async () => {
    await openBoard('Admin Dashboard');
    const { label, carriers } = await usedLabel();
    const other = (await storedBoard()).labels.find((item) => item.id !== label.id)!;
    const panel = await openLabels();
    const renameButton = () => within(panel).getByRole('button', { name: `Renombrar la etiqueta ${label.title}` });

    await userEvent.click(renameButton());
    const field = within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` });
    expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // Escape leaves the rename, not the panel
    expect(renameButton()).toHaveFocus();

    await userEvent.click(renameButton());
    await userEvent.clear(within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` }));
    await userEvent.type(
      within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` }),
      `${other.title.toUpperCase()}{Enter}`,
    );
    expect(within(panel).getByText(new RegExp(`^Ya hay una etiqueta «${other.title.toUpperCase()}»`))).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` })).toHaveValue(
      other.title.toUpperCase(),
    );

    await userEvent.clear(within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` }));
    await userEvent.type(
      within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` }),
      'Investigación{Enter}',
    );
    const renamed = await within(panel).findByRole('button', { name: 'Renombrar la etiqueta Investigación' });
    expect(renamed).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('Etiqueta renombrada a Investigación.');
    for (const card of carriers) expect(cardButton(card)).toHaveTextContent('Investigación');
    expect((await storedBoard()).labels.find((item) => item.id === label.id)!.title).toBe('Investigación');
  });

  it('deletes a label after a question saying how many cards carry it, and takes it off them', async () => {
    await openBoard('Admin Dashboard');
    const { label, carriers } = await usedLabel();
    const panel = await openLabels();
    const deleteButton = () => within(panel).getByRole('button', { name: `Eliminar la etiqueta ${label.title}` });

    await userEvent.click(deleteButton());
    let question = within(panel).getByRole('group', { name: `Eliminar la etiqueta ${label.title}` });
    const cards = carriers.length === 1 ? '1 tarjeta' : `${carriers.length} tarjetas`;
    expect(question).toHaveTextContent(`¿Eliminar la etiqueta ${label.title}? Se quitará de ${cards}.`);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(deleteButton()).toHaveFocus();

    await userEvent.click(deleteButton());
    question = within(panel).getByRole('group', { name: `Eliminar la etiqueta ${label.title}` });
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(labelNames(panel)).not.toContain(label.title));
    expect(within(panel).getByRole('heading', { level: 2, name: 'Etiquetas del tablero' })).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent(`Etiqueta ${label.title} eliminada.`);
    for (const card of carriers) {
      expect(within(cardButton(card)).queryByText(label.title)).not.toBeInTheDocument();
      for (const rest of card.labels.filter((item) => item.id !== label.id))
        expect(within(cardButton(card)).getByText(rest.title)).toBeInTheDocument();
    }
    expect((await storedBoard()).labels.map((item) => item.id)).not.toContain(label.id);
    expect((await storedCards()).some((card) => card.labels.some((item) => item.id === label.id))).toBe(false);
  });

  it('keeps what was typed, and the labels as they were, when a change cannot be saved', async () => {
    await openBoard('Admin Dashboard');
    const panel = await openLabels();
    const before = labelNames(panel);
    const [first] = before;

    const failingPut = jest.spyOn(demoApi, 'put').mockRejectedValueOnce(new Error('down'));
    const field = within(panel).getByRole('textbox', { name: 'Nombre de la nueva etiqueta' });
    await userEvent.type(field, 'QA{Enter}');
    expect(await within(panel).findByText('No se pudo guardar el cambio. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(field).toHaveValue('QA');
    expect(labelNames(panel)).toEqual(before);
    failingPut.mockRestore();

    const failingPatch = jest.spyOn(demoApi, 'patch').mockRejectedValueOnce(new Error('down'));
    await userEvent.click(within(panel).getByRole('button', { name: `Renombrar la etiqueta ${first}` }));
    const rename = within(panel).getByRole('textbox', { name: `Nombre de la etiqueta ${first}` });
    await userEvent.type(rename, ' 2{Enter}');
    const list = within(panel).getByRole('list', { name: 'Etiquetas' });
    expect(await within(list).findByText('No se pudo guardar el cambio. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(rename).toHaveValue(`${first} 2`);
    failingPatch.mockRestore();
    await userEvent.keyboard('{Escape}');

    const failingDelete = jest.spyOn(demoApi, 'delete').mockRejectedValueOnce(new Error('down'));
    await userEvent.click(within(panel).getByRole('button', { name: `Eliminar la etiqueta ${first}` }));
    const question = within(panel).getByRole('group', { name: `Eliminar la etiqueta ${first}` });
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent('No se pudo guardar el cambio.');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(before.length);
    failingDelete.mockRestore();
    expect((await storedBoard()).labels.map((label) => label.title)).toEqual(before);
  });

  it('lets an open card take a new label, and drops a deleted one from it', async () => {
    await openBoard('SOAT Landing');
    const card = (await storedBoard()).lists[0]!.cards[0]!;
    await userEvent.click(cardButton(card));
    const details = screen.getByRole('region', { name: `Detalles de la tarjeta ${card.title}` });
    const panel = await openLabels();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Nombre de la nueva etiqueta' }), 'QA{Enter}');

    const labels = within(details).getByRole('group', { name: 'Etiquetas' });
    await userEvent.click(await within(labels).findByRole('checkbox', { name: 'QA' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));
    expect(await within(details).findByText('Cambios guardados.')).toBeInTheDocument();
    expect(within(cardButton(card)).getByText('QA')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar la etiqueta QA' }));
    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'Eliminar la etiqueta QA' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(within(labels).queryByRole('checkbox', { name: 'QA' })).not.toBeInTheDocument());
    expect(within(cardButton(card)).queryByText('QA')).not.toBeInTheDocument();
    // saved again, the card does not get the deleted label back
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));
    await waitFor(async () =>
      expect((await storedCards()).find((item) => item.id === card.id)!.labels.map((label) => label.title)).toEqual(
        card.labels.map((label) => label.title),
      ),
    );
  });
});
