import { useState } from 'react';
import { useReturnFocus } from '../../lib/use-return-focus';
import {
  type BoardCard,
  type BoardColumn,
  type BoardDetail,
  type CardChanges,
  createCard,
  createList,
  deleteCard,
  deleteList,
  renameList,
  updateCard,
} from './api/scrumboard-api';
import { boardHeadingId } from './board-header';
import { columnOfCard } from './board-order';

/**
 * The board's lists and cards as shown, the card open beside them, and each change to them saved
 * through the mock API (the new state shows once it is saved; a rejection is the form's to say).
 */
export function useBoardColumns(board: BoardDetail) {
  const [columns, setColumns] = useState<BoardColumn[]>(board.lists);
  const [selectedCardId, setSelectedCardId] = useState<string | null>(null);
  const returnFocus = useReturnFocus();

  const updateColumn = (listId: string, change: (column: BoardColumn) => BoardColumn) =>
    setColumns((previous) => previous.map((column) => (column.id === listId ? change(column) : column)));
  const replaceCard = (saved: BoardCard) =>
    setColumns((previous) =>
      previous.map((column) => ({
        ...column,
        cards: column.cards.map((card) => (card.id === saved.id ? saved : card)),
      })),
    );

  const addList = async (title: string) => {
    const list = await createList(board.id, title);
    setColumns((previous) => [...previous, { ...list, cards: [] }]);
  };
  const addCard = async (listId: string, title: string) => {
    const card = await createCard(listId, title);
    updateColumn(listId, (column) => ({ ...column, cards: [...column.cards, card] }));
  };
  const rename = async (listId: string, title: string) => {
    const list = await renameList(listId, title);
    if (list) updateColumn(listId, (column) => ({ ...column, title: list.title }));
  };
  const removeList = async (listId: string) => {
    await deleteList(listId);
    const column = columns.find((item) => item.id === listId);
    if (column?.cards.some((card) => card.id === selectedCardId)) setSelectedCardId(null);
    setColumns((previous) => previous.filter((item) => item.id !== listId));
  };
  const openCard = (cardId: string) => {
    returnFocus.remember();
    setSelectedCardId(cardId);
  };
  const saveCard = async (cardId: string, changes: CardChanges) => {
    const saved = await updateCard(cardId, changes);
    if (!saved) throw new Error('The card is gone.');
    replaceCard(saved);
  };
  const closeCard = () => {
    setSelectedCardId(null);
    returnFocus.restore();
  };
  const removeCard = async (cardId: string) => {
    await deleteCard(cardId);
    setSelectedCardId(null);
    setColumns((previous) =>
      previous.map((column) => ({ ...column, cards: column.cards.filter((card) => card.id !== cardId) })),
    );
    // the card's button went with it: the focus goes to the board's title, not the page's body
    document.getElementById(boardHeadingId(board.id))?.focus();
  };

  const selectedColumn = selectedCardId ? columnOfCard(columns, selectedCardId) : undefined;
  const selectedCard = selectedColumn?.cards.find((card) => card.id === selectedCardId);
  return {
    columns,
    /** for the drag and drop, which shows a new order before it is saved */
    setColumns,
    selectedCardId,
    /** the open card and its list, while both are on the board */
    selected: selectedCard && selectedColumn ? { card: selectedCard, list: selectedColumn } : undefined,
    openCard,
    closeCard,
    addList,
    addCard,
    rename,
    removeList,
    saveCard,
    removeCard,
  };
}
