import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatShortDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Heading, HStack, Link, List, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Assignee, Tag, Task } from './api/tasks-api';
import { PRIORITY_NAMES, taskPath } from './task-paths';
import { DragHandle } from '../../components/drag-handle';
import { focusRing } from '../../components/focus-ring';

interface TaskRowProps {
  task: Task;
  tags: Tag[];
  /** who the task is assigned to, if they are among the contacts */
  assignee?: Assignee;
  onComplete: (task: Task, completed: boolean) => void;
}

/**
 * One section (a heading) or task (completed, its title, priority, due date, tags and assignee), with its
 * drag handle.
 */
export function TaskRow({ task, tags, assignee, onComplete }: TaskRowProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  const title = task.title || t(`tasks.untitled.${task.type}`);
  const section = task.type === 'section';
  const taskTags = task.tags.map((id) => tags.find((tag) => tag.id === id)).filter((tag) => tag !== undefined);

  return (
    <List.Item
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      data-testid="task-row"
    >
      <HStack
        gap="3"
        px="3"
        py="2"
        rounded="md"
        borderWidth="1px"
        bg={section ? 'bg.muted' : 'bg.panel'}
        shadow={isDragging ? 'md' : undefined}
        mt={section ? '3' : undefined}
      >
        <DragHandle
          label={t('tasks.move', { title })}
          activatorRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        {section ? (
          <Heading as="h2" size="sm" flex="1">
            <Link asChild _focusVisible={focusRing}>
              <RouterLink to={taskPath(task.id)}>{title}</RouterLink>
            </Link>
          </Heading>
        ) : (
          <>
            <input
              type="checkbox"
              checked={task.completed}
              onChange={(event) => onComplete(task, event.target.checked)}
              aria-label={t('tasks.complete', { title })}
              style={{ width: '1.1rem', height: '1.1rem' }}
            />
            <Box flex="1" minW="0">
              <Link
                asChild
                fontWeight="medium"
                textDecoration={task.completed ? 'line-through' : undefined}
                color={task.completed ? 'fg.muted' : undefined}
                _focusVisible={focusRing}
              >
                <RouterLink to={taskPath(task.id)}>{title}</RouterLink>
              </Link>
              <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
                <Text as="span">{t(`tasks.priority.${PRIORITY_NAMES[task.priority] ?? 'normal'}`)}</Text>
                {task.dueDate && (
                  <Text as="span">{t('tasks.due', { date: formatShortDate(task.dueDate.slice(0, 10)) })}</Text>
                )}
                {taskTags.length > 0 && (
                  <Text as="span">
                    {t('tasks.tagsLabel')}: {taskTags.map((tag) => tag.title).join(', ')}
                  </Text>
                )}
                {assignee && <Text as="span">{t('tasks.assignee.row', { name: assignee.name })}</Text>}
              </HStack>
            </Box>
          </>
        )}
      </HStack>
    </List.Item>
  );
}
