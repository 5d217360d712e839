import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatShortDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, HStack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardCard } from './api/scrumboard-api';
import { CardMembers } from './card-members';
import type { DragKind } from './drag';
import { DragHandle } from '../../components/drag-handle';
import { focusRing } from '../../components/focus-ring';

interface BoardCardItemProps {
  card: BoardCard;
  dragging: DragKind | null;
  selected: boolean;
  onOpen: () => void;
}

/** A card in its list: a handle to drag it (pointer, or keyboard: space, arrows, space) and a button to open it. */
export function BoardCardItem({ card, dragging, selected, onOpen }: BoardCardItemProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { kind: 'card' },
    attributes: { roleDescription: t('scrumboard.dnd.cardRole') },
    // while a list moves, its cards go with it and are no place to drop
    disabled: { droppable: dragging === 'list' },
  });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.7 : 1}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
    >
      <HStack
        align="flex-start"
        gap="1"
        p="1"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow={isDragging ? 'md' : undefined}
      >
        <DragHandle
          label={t('scrumboard.moveCard', { title: card.title })}
          activatorRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <Button
          variant="ghost"
          flex="1"
          minW="0"
          h="auto"
          py="1"
          px="2"
          display="block"
          textAlign="start"
          whiteSpace="normal"
          fontWeight="normal"
          aria-pressed={selected}
          onClick={onOpen}
          _focusVisible={focusRing}
        >
          <Text as="span" display="block" fontWeight="medium">
            {card.title}
          </Text>
          {card.labels.length > 0 && (
            <Text as="span" display="flex" flexWrap="wrap" gap="1" mt="1">
              {card.labels.map((label) => (
                <Text as="span" key={label.id} fontSize="xs" px="1.5" rounded="sm" bg="colorPalette.subtle">
                  {label.title}
                </Text>
              ))}
            </Text>
          )}
          {card.dueDate && (
            <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="1">
              {t('scrumboard.due', { date: formatShortDate(card.dueDate) })}
            </Text>
          )}
          <CardMembers members={card.members} />
        </Button>
      </HStack>
    </Box>
  );
}
