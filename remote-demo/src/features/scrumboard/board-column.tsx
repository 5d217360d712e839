import { useEffect, useId, useRef, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardColumn } from './api/scrumboard-api';
import { BoardCardItem } from './board-card-item';
import { DragHandle } from '../../components/drag-handle';
import { type DragKind, listDragId, listDropId } from './drag';
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

type Mode = 'view' | 'rename' | 'confirmDelete';

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
  const [mode, setMode] = useState<Mode>('view');
  const [failed, setFailed] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<Mode>('view');
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

  // back from renaming or from the question: the focus goes to the button that started it
  useEffect(() => {
    if (mode === 'view' && previousMode.current === 'rename') renameButton.current?.focus();
    if (mode === 'view' && previousMode.current === 'confirmDelete') deleteButton.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  const title = column.title;
  const remove = async () => {
    setFailed(false);
    try {
      await onDelete();
    } catch {
      setFailed(true);
    }
  };
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
        {mode === 'rename' ? (
          <TitleForm
            label={t('scrumboard.listTitle')}
            submitLabel={t('common.save')}
            initial={title}
            focusOnOpen
            onSubmit={async (next) => {
              await onRename(next);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        ) : mode === 'confirmDelete' ? (
          <Stack gap="2" role="group" aria-label={t('scrumboard.deleteList', { title })}>
            <Text fontSize="sm">{t('scrumboard.confirmDeleteList', { title, count: column.cards.length })}</Text>
            <HStack gap="2">
              <Button size="xs" colorPalette="red" onClick={() => void remove()}>
                {t('common.delete')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => setMode('view')}>
                {t('common.cancel')}
              </Button>
            </HStack>
            {failed && (
              <Text role="alert" fontSize="sm" color="fg.error">
                {t('scrumboard.saveFailed')}
              </Text>
            )}
          </Stack>
        ) : (
          <HStack gap="2">
            <Button
              ref={renameButton}
              size="xs"
              variant="outline"
              aria-label={t('scrumboard.renameList', { title })}
              onClick={() => setMode('rename')}
            >
              {t('scrumboard.rename')}
            </Button>
            <Button
              ref={deleteButton}
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('scrumboard.deleteList', { title })}
              onClick={() => {
                setFailed(false);
                setMode('confirmDelete');
              }}
            >
              {t('common.delete')}
            </Button>
          </HStack>
        )}
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
