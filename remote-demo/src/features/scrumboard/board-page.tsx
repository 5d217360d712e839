import { useState } from 'react';
import { DndContext } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
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
  renameList,
  updateCard,
} from './api/scrumboard-api';
import { BoardColumnView } from './board-column';
import { columnOfCard } from './board-order';
import { CardDetails } from './card-details';
import { listDragId } from './drag';
import { TitleForm } from './title-form';
import { useBoardDrag } from './use-board-drag';

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

function BoardView({ board }: { board: BoardDetail }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [columns, setColumns] = useState<BoardColumn[]>(board.lists);
  const [selectedCardId, setSelectedCardId] = useState<string | null>(null);
  const returnFocus = useReturnFocus();
  const { dragging, failure, contextProps, liveRegionRef } = useBoardDrag(columns, setColumns);

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
          <DndContext {...contextProps}>
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
          <Box ref={liveRegionRef} />
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
