import { useLayoutEffect, useRef } from 'react';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { useTranslation } from '@soat/shared/i18n';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardColumn } from './api/scrumboard-api';
import { columnOfCard } from './board-order';
import { kindOf, listDragId, listIdOf } from './drag';

/** What a screen reader hears as a card or a list is picked up, carried over a new place, dropped or put back. */
export function useBoardAnnouncements(columns: BoardColumn[]): Announcements {
  const { t } = useTranslation(DEMO_NAMESPACE);
  // the announcements read the board as it is now, not as it was when the drag began
  const current = useRef(columns);
  useLayoutEffect(() => {
    current.current = columns;
  });

  const cardTitle = (id: string) =>
    columnOfCard(current.current, id)?.cards.find((card) => card.id === id)?.title ?? '';
  const listTitle = (listId: string) => current.current.find((column) => column.id === listId)?.title ?? '';
  /** Where a card is, or would go over `over`: its list and its place in it, counted from 1. */
  const cardPlace = (cardId: string, over: Over | null) => {
    const overId = String(over?.id ?? cardId);
    const column =
      kindOf(over) === 'cards'
        ? current.current.find((item) => item.id === listIdOf(overId))
        : columnOfCard(current.current, overId);
    if (!column) return null;
    const index = column.cards.findIndex((card) => card.id === overId);
    const inList = column.cards.some((card) => card.id === cardId);
    const count = column.cards.length + (inList ? 0 : 1);
    return { list: column.title, position: index === -1 ? count : index + 1, count };
  };
  const listPlace = (over: Over | null) => {
    const index = current.current.findIndex((column) => listDragId(column.id) === over?.id);
    return { position: index + 1, count: current.current.length };
  };
  // the place last said: a drag that stays where it is says nothing more
  const lastPlace = useRef('');
  const describe = (key: 'Picked' | 'Over' | 'Dropped', active: Active, over: Over | null) => {
    const isList = kindOf(active) === 'list';
    const place = isList ? (over ? listPlace(over) : null) : cardPlace(String(active.id), over);
    if (!place) return undefined;
    const seen = JSON.stringify(place);
    if (key === 'Over' && seen === lastPlace.current) return undefined;
    lastPlace.current = seen;
    const title = isList ? listTitle(listIdOf(String(active.id))) : cardTitle(String(active.id));
    return t(`scrumboard.dnd.${isList ? 'list' : 'card'}${key}`, { title, ...place });
  };
  return {
    onDragStart: ({ active }) => describe('Picked', active, active as unknown as Over),
    onDragMove: () => undefined,
    onDragOver: ({ active, over }) => (over ? describe('Over', active, over) : undefined),
    onDragEnd: ({ active, over }) => (over ? describe('Dropped', active, over) : undefined),
    onDragCancel: ({ active }) => {
      const title = kindOf(active) === 'list' ? listTitle(listIdOf(String(active.id))) : cardTitle(String(active.id));
      return t('scrumboard.dnd.cancelled', { title });
    },
  };
}
