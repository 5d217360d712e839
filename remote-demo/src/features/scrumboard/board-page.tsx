import { DndContext } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Box, Flex, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { type BoardCard, type BoardDetail, getBoard } from './api/scrumboard-api';
import { AddListForm } from './add-list-form';
import { BoardColumnView } from './board-column';
import { BoardHeader } from './board-header';
import { BoardLabels } from './board-labels';
import { CardDetails } from './card-details';
import { listDragId } from './drag';
import { useBoardColumns } from './use-board-columns';
import { useBoardDrag } from './use-board-drag';
import { useBoardLabels } from './use-board-labels';

const hasLabel = (card: BoardCard, labelId: string) => card.labels.some((label) => label.id === labelId);

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

/**
 * The board's lists side by side, each card and list dragged into place, the open card beside them,
 * and the board's labels managed above them.
 */
function BoardView({ board }: { board: BoardDetail }) {
  const { columns, setColumns, selectedCardId, selected, openCard, closeCard, ...edit } = useBoardColumns(board);
  const { dragging, failure, contextProps, liveRegionRef } = useBoardDrag(columns, setColumns);
  const labels = useBoardLabels(board.id, board.labels, setColumns);
  const cardCount = (labelId: string) =>
    columns.reduce((count, column) => count + column.cards.filter((card) => hasLabel(card, labelId)).length, 0);
  return (
    <Stack gap="4">
      <BoardHeader board={board} />
      <BoardLabels
        labels={labels.labels}
        cardCount={cardCount}
        onCreate={labels.add}
        onRename={labels.rename}
        onDelete={labels.remove}
      />
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
                    onOpenCard={openCard}
                    onAddCard={(title) => edit.addCard(column.id, title)}
                    onRename={(title) => edit.rename(column.id, title)}
                    onDelete={() => edit.removeList(column.id)}
                  />
                ))}
                <AddListForm empty={columns.length === 0} onAdd={edit.addList} />
              </Flex>
            </SortableContext>
          </DndContext>
          <Box ref={liveRegionRef} />
        </Box>
        {selected && (
          <Box w={{ base: 'full', xl: 'sm' }} flexShrink={0}>
            <CardDetails
              key={selected.card.id}
              card={selected.card}
              listTitle={selected.list.title}
              labels={labels.labels}
              members={board.members}
              onSave={(changes) => edit.saveCard(selected.card.id, changes)}
              onDelete={() => edit.removeCard(selected.card.id)}
              onClose={closeCard}
            />
          </Box>
        )}
      </Flex>
    </Stack>
  );
}
