import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import {
  closestCorners,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from '@soat/shared/i18n';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { type BoardColumn, moveCards, moveLists } from './api/scrumboard-api';
import { cardMoves, columnOfCard, listMoves, moveCard, moveItem, withCardMoves, withListMoves } from './board-order';
import { type DragKind, kindOf, listDragId, listIdOf } from './drag';
import { useBoardAnnouncements } from './use-board-announcements';

/**
 * The board's drag and drop, with the pointer or the keyboard: cards within and across lists, and
 * whole lists. The new order shows at once and is saved; a failed save puts back the order before the drag.
 */
export function useBoardDrag(columns: BoardColumn[], setColumns: Dispatch<SetStateAction<BoardColumn[]>>) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [dragging, setDragging] = useState<DragKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [liveRegionHost, setLiveRegionHost] = useState<HTMLElement | null>(null);
  const beforeDrag = useRef<BoardColumn[]>(columns);
  const announcements = useBoardAnnouncements(columns);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    beforeDrag.current = columns;
    setFailure(null);
    setDragging(kindOf(active) === 'list' ? 'list' : 'card');
  };

  // a card dragged over another list goes into it at once, so that list makes room for it
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || kindOf(active) !== 'card') return;
    const cardId = String(active.id);
    const from = columnOfCard(columns, cardId);
    const to =
      kindOf(over) === 'cards'
        ? columns.find((column) => column.id === listIdOf(String(over.id)))
        : columnOfCard(columns, String(over.id));
    if (!from || !to || from.id === to.id) return;
    let index = to.cards.length;
    if (kindOf(over) === 'card') {
      const overIndex = to.cards.findIndex((card) => card.id === over.id);
      const dragged = active.rect.current.translated;
      const below = dragged !== null && dragged.top > over.rect.top + over.rect.height / 2;
      index = overIndex + (below ? 1 : 0);
    }
    setColumns(moveCard(columns, cardId, to.id, index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (kindOf(active) === 'list') {
      const from = columns.findIndex((column) => listDragId(column.id) === active.id);
      const to = columns.findIndex((column) => listDragId(column.id) === over?.id);
      if (from === -1 || to === -1 || from === to) return;
      void saveLists(moveItem(columns, from, to));
      return;
    }
    let next = columns;
    const column = columnOfCard(columns, String(active.id));
    if (column && over && kindOf(over) === 'card' && over.id !== active.id) {
      const from = column.cards.findIndex((card) => card.id === active.id);
      const to = column.cards.findIndex((card) => card.id === over.id);
      if (to !== -1) {
        next = columns.map((item) =>
          item.id === column.id ? { ...item, cards: moveItem(item.cards, from, to) } : item,
        );
      }
    }
    void saveCards(next);
  };

  const onDragCancel = () => {
    setDragging(null);
    setColumns(beforeDrag.current);
  };

  /** Shows the new order at once and saves it; on a failure the order before the drag comes back. */
  const saveCards = async (next: BoardColumn[]) => {
    const moves = cardMoves(next);
    setColumns(withCardMoves(next, moves));
    if (moves.length === 0) return;
    try {
      await moveCards(moves);
    } catch {
      setColumns(beforeDrag.current);
      setFailure(t('scrumboard.moveFailed'));
    }
  };
  const saveLists = async (next: BoardColumn[]) => {
    const moves = listMoves(next);
    setColumns(withListMoves(next, moves));
    if (moves.length === 0) return;
    try {
      await moveLists(moves);
    } catch {
      setColumns(beforeDrag.current);
      setFailure(t('scrumboard.moveFailed'));
    }
  };

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection: closestCorners,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: t('scrumboard.dnd.instructions') },
      ...(liveRegionHost ? { container: liveRegionHost } : {}),
    },
  };
  return {
    /** what is being dragged, if anything: the other kind is no place to drop */
    dragging,
    /** the alert of a move the mock refused */
    failure,
    /** the props of the board's DndContext */
    contextProps,
    /** the element the announcements are spoken from: placed after the board, inside the page */
    liveRegionRef: setLiveRegionHost,
  };
}
