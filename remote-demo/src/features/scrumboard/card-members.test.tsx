import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { BoardCard, BoardDetail } from './api/scrumboard-api';
import { initials } from './card-members';

beforeAll(setUpDemo);

/** The board as the mock API holds it now (what a reload of the board shows). */
async function storedBoard(): Promise<BoardDetail> {
  const id = screen.getByTestId('location').textContent!.split('/').pop()!;
  return (await demoApi.get<BoardDetail>('api/apps/scrumboard/board', { id }))!;
}
const storedCard = async (id: string) =>
  (await storedBoard()).lists.flatMap((column) => column.cards).find((card) => card.id === id)!;

/** Opens the board and its first card's details; the board, the card, its button and its details. */
async function openFirstCard(title: string) {
  renderDemo('/demo/apps/scrumboard');
  await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^${title}`) }));
  await screen.findByRole('heading', { level: 1, name: title });
  const board = await storedBoard();
  const card = board.lists[0]!.cards[0]!;
  const button = screen.getByRole('button', { name: new RegExp(`^${card.title}`) });
  await userEvent.click(button);
  const details = screen.getByRole('region', { name: `Detalles de la tarjeta ${card.title}` });
  return { board, card, button, details, members: within(details).getByRole('group', { name: 'Miembros' }) };
}
const save = async (details: HTMLElement) => {
  await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));
  expect(await within(details).findByText('Cambios guardados.')).toBeInTheDocument();
};
const memberIds = async (card: BoardCard) => (await storedCard(card.id)).members.map((member) => member.id);

describe("a card's members", () => {
  it("offers the board's members in the card's details, none ticked on a card without members", async () => {
    const { board, members } = await openFirstCard('Admin Dashboard');
    const boxes = within(members).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(board.members.map((member) => member.name));
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('assigns members in the details, shown on the card by initials and to a screen reader by name', async () => {
    const { board, card, button, details, members } = await openFirstCard('Admin Dashboard');
    const [first, , third] = board.members;
    await userEvent.click(within(members).getByRole('checkbox', { name: first!.name }));
    await userEvent.click(within(members).getByRole('checkbox', { name: third!.name }));
    await save(details);

    expect(button).toHaveTextContent(`Miembros: ${first!.name}, ${third!.name}`);
    expect(within(button).getByTitle(first!.name)).toHaveTextContent(initials(first!.name));
    expect(within(button).getByTitle(first!.name)).toHaveAttribute('aria-hidden', 'true');
    expect(await memberIds(card)).toEqual([first!.id, third!.id]);

    // the details opened again tick them
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button);
    const again = within(screen.getByRole('region', { name: `Detalles de la tarjeta ${card.title}` })).getByRole(
      'group',
      { name: 'Miembros' },
    );
    expect(within(again).getByRole('checkbox', { name: first!.name })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: third!.name })).toBeChecked();
  });

  it('unassigns a member, the card keeping the others', async () => {
    const { board, card, button, details, members } = await openFirstCard('Weekly Planning');
    const [first, second] = board.members;
    await userEvent.click(within(members).getByRole('checkbox', { name: first!.name }));
    await userEvent.click(within(members).getByRole('checkbox', { name: second!.name }));
    await save(details);

    await userEvent.click(within(members).getByRole('checkbox', { name: first!.name }));
    await save(details);
    expect(button).toHaveTextContent(`Miembros: ${second!.name}`);
    expect(button).not.toHaveTextContent(first!.name);
    expect(await memberIds(card)).toEqual([second!.id]);

    await userEvent.click(within(members).getByRole('checkbox', { name: second!.name }));
    await save(details);
    expect(button).not.toHaveTextContent(/Miembros:/);
    expect(await memberIds(card)).toEqual([]);
  });

  it('keeps the ticks, and the card as it was, when the members cannot be saved', async () => {
    const { board, card, button, details, members } = await openFirstCard('SOAT Landing');
    const [first] = board.members;
    const failing = jest.spyOn(demoApi, 'patch').mockRejectedValueOnce(new Error('down'));
    await userEvent.click(within(members).getByRole('checkbox', { name: first!.name }));
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el cambio. Inténtalo de nuevo.',
    );
    expect(within(members).getByRole('checkbox', { name: first!.name })).toBeChecked();
    expect(button).not.toHaveTextContent(/Miembros:/);
    expect(await memberIds(card)).toEqual([]);
    failing.mockRestore();

    await save(details);
    expect(button).toHaveTextContent(`Miembros: ${first!.name}`);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words of a name, leaving out a title such as Mr.', () => {
    expect(initials('Mr. Jaleel Kautzer')).toBe('JK');
    expect(initials('Clint Oberbrunner-Altenwerth MD')).toBe('CO');
    expect(initials('ángela')).toBe('Á');
  });
});
