import { useLayoutEffect, useRef, useState } from 'react';
import {
  type Active,
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Flex, Heading, Link, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
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
  getBoard,
  moveCards,
  moveLists,
  renameList,
  updateCard,
} from './api/scrumboard-api';
import { BoardColumnView } from './board-column';
import { cardMoves, columnOfCard, listMoves, moveCard, moveItem, withCardMoves, withListMoves } from './board-order';
import { CardDetails } from './card-details';
import { type DragKind, listDragId } from './drag';
import { TitleForm } from './title-form';

/** `demo/apps/scrumboard/boards/:boardId`: the board, or NotFound for an unknown id. */
export function BoardPage({ boardId }: { boardId: string }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData(`board:${boardId}`, () => getBoard(boardId));
  const board = state.status === 'loaded' ? state.data : undefined;
  useDocumentTitle(
    t('documentTitle', {
      page: board ? board.title : board === null ? t('common.notFound.title') : t('apps.scrumboard'),
    }),
  );
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  if (!state.data) return <NotFound backTo={DEMO_PATHS.scrumboard} backLabel={t('scrumboard.backToBoards')} />;
  return <BoardView board={state.data} />;
}

const kindOf = (item: Active | Over | null): DragKind | 'cards' | undefined =>
  (item?.data.current as { kind?: DragKind | 'cards' } | undefined)?.kind;
const listIdOf = (dragId: string) => dragId.replace(/^[^:]+:/, '');

function BoardView({ board }: { board: BoardDetail }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [columns, setColumns] = useState<BoardColumn[]>(board.lists);
  const [dragging, setDragging] = useState<DragKind | null>(null);
  const [selectedCardId, setSelectedCardId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [liveRegionHost, setLiveRegionHost] = useState<HTMLElement | null>(null);
  const beforeDrag = useRef<BoardColumn[]>(columns);
  // the announcements read the board as it is now, not as it was when the drag began
  const current = useRef(columns);
  useLayoutEffect(() => {
    current.current = columns;
  });
  const returnFocus = useReturnFocus();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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
  const announcements: Announcements = {
    onDragStart: ({ active }) => describe('Picked', active, active as unknown as Over),
    onDragMove: () => undefined,
    onDragOver: ({ active, over }) => (over ? describe('Over', active, over) : undefined),
    onDragEnd: ({ active, over }) => (over ? describe('Dropped', active, over) : undefined),
    onDragCancel: ({ active }) => {
      const title = kindOf(active) === 'list' ? listTitle(listIdOf(String(active.id))) : cardTitle(String(active.id));
      return t('scrumboard.dnd.cancelled', { title });
    },
  };

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
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Link asChild fontSize="sm" alignSelf="flex-start">
          <RouterLink to={DEMO_PATHS.scrumboard}>{t('scrumboard.backToBoards')}</RouterLink>
        </Link>
        <Heading as="h1" size="lg" id={boardHeadingId(board.id)} tabIndex={-1}>
          {board.title}
        </Heading>
        <Text color="fg.muted">{board.description}</Text>
        <Text fontSize="sm">
          {t('scrumboard.memberNames', { names: board.members.map((member) => member.name).join(', ') })}
        </Text>
        <Text fontSize="sm">{t('scrumboard.dragHelp')}</Text>
      </Stack>
      {failure && (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      )}
      <Flex direction={{ base: 'column', xl: 'row' }} gap="6" align="flex-start">
        <Box flex="1" minW="0" w="full">
          <DndContext
            sensors={sensors}
            collisionDetection={closestCorners}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onDragCancel={onDragCancel}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('scrumboard.dnd.instructions') },
              ...(liveRegionHost ? { container: liveRegionHost } : {}),
            }}
          >
            <SortableContext
              items={columns.map((column) => listDragId(column.id))}
              strategy={horizontalListSortingStrategy}
            >
              <Flex gap="4" align="flex-start" overflowX="auto" pb="3">
                {columns.map((column) => (
                  <BoardColumnView
                    key={column.id}
                    column={column}
                    dragging={dragging}
                    selectedCardId={selectedCardId}
                    onOpenCard={(cardId) => {
                      returnFocus.remember();
                      setSelectedCardId(cardId);
                    }}
                    onAddCard={(title) => addCard(column.id, title)}
                    onRename={(title) => rename(column.id, title)}
                    onDelete={() => removeList(column.id)}
                  />
                ))}
                <Box w="72" flexShrink={0} p="3" rounded="md" borderWidth="1px" borderStyle="dashed">
                  {columns.length === 0 && (
                    <Text mb="3" fontWeight="medium">
                      {t('scrumboard.emptyBoard')}
                    </Text>
                  )}
                  <TitleForm
                    label={t('scrumboard.newListTitle')}
                    submitLabel={t('scrumboard.addList')}
                    onSubmit={addList}
                  />
                </Box>
              </Flex>
            </SortableContext>
          </DndContext>
          <Box ref={setLiveRegionHost} />
        </Box>
        {selectedCard && selectedColumn && (
          <Box w={{ base: 'full', xl: 'sm' }} flexShrink={0}>
            <CardDetails
              key={selectedCard.id}
              card={selectedCard}
              listTitle={selectedColumn.title}
              labels={board.labels}
              onSave={(changes) => saveCard(selectedCard.id, changes)}
              onDelete={() => removeCard(selectedCard.id)}
              onClose={closeCard}
            />
          </Box>
        )}
      </Flex>
    </Stack>
  );
}

const boardHeadingId = (boardId: string) => `board-${boardId}`;
