import { useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardColumn } from './api/scrumboard-api';
import { BoardCardItem } from './board-card-item';
import { DragHandle } from '../../components/drag-handle';
import { type DragKind, listDragId, listDropId } from './drag';
import { RenameOrDelete } from './rename-or-delete';
import { TitleForm } from './title-form';

interface BoardColumnViewProps {
  column: BoardColumn;
  dragging: DragKind | null;
  selectedCardId: string | null;
  onOpenCard: (cardId: string) => void;
  onAddCard: (title: string) => Promise<void>;
  onRename: (title: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** A list of the board: its title (renamed in place), its cards in order, a new card, and deleting it. */
export function BoardColumnView({
  column,
  dragging,
  selectedCardId,
  onOpenCard,
  onAddCard,
  onRename,
  onDelete,
}: BoardColumnViewProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: listDragId(column.id),
    data: { kind: 'list' },
    attributes: { roleDescription: t('scrumboard.dnd.listRole') },
    // a card is dropped on another card or on a list's cards area, never on the list itself
    disabled: { droppable: dragging === 'card' },
  });
  const { setNodeRef: setCardsAreaRef } = useDroppable({
    id: listDropId(column.id),
    data: { kind: 'cards' },
    disabled: dragging !== 'card',
  });

  const title = column.title;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.7 : 1}
      zIndex={isDragging ? 1 : undefined}
      w="72"
      flexShrink={0}
      bg="bg.muted"
      rounded="md"
      p="3"
    >
      <Stack gap="2">
        <HStack gap="1" align="center">
          <DragHandle
            label={t('scrumboard.moveList', { title })}
            activatorRef={setActivatorNodeRef}
            attributes={attributes}
            listeners={listeners}
          />
          <Heading as="h2" size="sm" id={headingId} flex="1" minW="0" wordBreak="break-word">
            {title}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {t('scrumboard.cardCount', { count: column.cards.length })}
          </Text>
        </HStack>
        <RenameOrDelete
          title={title}
          fieldLabel={t('scrumboard.listTitle')}
          renameLabel={t('scrumboard.renameList', { title })}
          deleteLabel={t('scrumboard.deleteList', { title })}
          question={t('scrumboard.confirmDeleteList', { title, count: column.cards.length })}
          onRename={onRename}
          onDelete={onDelete}
        />
        <Box ref={setCardsAreaRef} minH="12">
          <SortableContext items={column.cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
            {column.cards.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" py="3">
                {t('scrumboard.emptyList')}
              </Text>
            ) : (
              <Stack as="ul" listStyle="none" gap="2" aria-label={t('scrumboard.cardsOf', { title })}>
                {column.cards.map((card) => (
                  <BoardCardItem
                    key={card.id}
                    card={card}
                    dragging={dragging}
                    selected={card.id === selectedCardId}
                    onOpen={() => onOpenCard(card.id)}
                  />
                ))}
              </Stack>
            )}
          </SortableContext>
        </Box>
        <TitleForm
          label={t('scrumboard.newCardIn', { title })}
          submitLabel={t('scrumboard.addCard')}
          onSubmit={onAddCard}
        />
      </Stack>
    </Box>
  );
}
