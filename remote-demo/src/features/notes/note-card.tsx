import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Card, Heading, HStack, Image, List, Text, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Note } from './api/notes-api';

/** One note of the grid: its title, text, tasks, image, reminder and labels, and its actions. */
export function NoteCard({
  note,
  onEdit,
  onToggleArchived,
}: {
  note: Note;
  onEdit: () => void;
  onToggleArchived: () => void;
}) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const title = note.title || t('notes.untitled');
  const tasks = note.tasks ?? [];
  return (
    <Card.Root as="article" h="full" aria-label={title}>
      {note.image && <Image src={note.image} alt={t('notes.imageOf', { title })} maxH="48" objectFit="cover" />}
      <Card.Body gap="3">
        <Heading as="h3" size="sm" color={note.title ? undefined : 'fg.muted'}>
          {title}
        </Heading>
        {note.content && (
          <Text whiteSpace="pre-line" lineClamp={6}>
            {note.content}
          </Text>
        )}
        {tasks.length > 0 && (
          <List.Root listStyle="none" gap="1" aria-label={t('notes.tasksOf', { title })}>
            {tasks.map((task) => (
              <List.Item key={task.id} display="flex" gap="2" alignItems="baseline">
                <Box as="span" aria-hidden="true">
                  {task.completed ? '☑' : '☐'}
                </Box>
                <Text as="span" textDecoration={task.completed ? 'line-through' : undefined}>
                  {task.content}
                  {task.completed && <VisuallyHidden>{` (${t('notes.taskDone')})`}</VisuallyHidden>}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
        {note.reminder && (
          <Text fontSize="sm" color="fg.muted">
            {t('notes.reminderOn', { date: formatLongDate(note.reminder) })}
          </Text>
        )}
        {note.labels.length > 0 && (
          <HStack as="ul" listStyle="none" gap="1" flexWrap="wrap" aria-label={t('notes.labelsOf', { title })}>
            {note.labels.map((label) => (
              <Box as="li" key={label.id} fontSize="xs" px="2" py="0.5" rounded="full" bg="bg.muted">
                {label.title}
              </Box>
            ))}
          </HStack>
        )}
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('common.edit')}
          <VisuallyHidden>{` ${title}`}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="ghost" onClick={onToggleArchived}>
          {t(note.archived ? 'notes.unarchive' : 'notes.archive')}
          <VisuallyHidden>{` ${title}`}</VisuallyHidden>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
