import { type Dispatch, type SetStateAction, useState } from 'react';
import {
  type BoardCard,
  type BoardColumn,
  type BoardLabel,
  createLabel,
  deleteLabel,
  renameLabel,
} from './api/scrumboard-api';

/** The board's columns with every card changed by `change`. */
const eachCard = (columns: BoardColumn[], change: (card: BoardCard) => BoardCard) =>
  columns.map((column) => ({ ...column, cards: column.cards.map(change) }));

/**
 * The board's labels, each change saved through the mock API and then shown, on the cards too: a renamed
 * label reads anew on every card carrying it, a deleted one leaves them all (as the mock strips it).
 */
export function useBoardLabels(
  boardId: string,
  initial: BoardLabel[],
  setColumns: Dispatch<SetStateAction<BoardColumn[]>>,
) {
  const [labels, setLabels] = useState(initial);

  const add = async (title: string) => {
    const label = await createLabel(boardId, title);
    // first, where the mock puts it
    setLabels((previous) => [label, ...previous]);
  };
  const rename = async (id: string, title: string) => {
    const saved = await renameLabel(id, title);
    if (!saved) throw new Error('The label is gone.');
    setLabels((previous) => previous.map((label) => (label.id === id ? saved : label)));
    setColumns((previous) =>
      eachCard(previous, (card) => ({
        ...card,
        labels: card.labels.map((label) => (label.id === id ? saved : label)),
      })),
    );
  };
  const remove = async (id: string) => {
    await deleteLabel(id);
    setLabels((previous) => previous.filter((label) => label.id !== id));
    setColumns((previous) =>
      eachCard(previous, (card) => ({ ...card, labels: card.labels.filter((label) => label.id !== id) })),
    );
  };
  return { labels, add, rename, remove };
}
