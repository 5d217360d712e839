import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from '@soat/shared/i18n';
import { List, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { reorderTasks, updateTask, type Assignee, type Tag, type Task } from './api/tasks-api';
import { TaskRow } from './task-row';

interface SortableTaskListProps {
  tasks: Task[];
  tags: Tag[];
  assignees: Assignee[];
  /** the list as it now stands (reordered, a task completed) */
  onTasksChange: (tasks: Task[]) => void;
  /** a change the mock refused: the list is asked for again */
  onFailed: () => void;
}

/**
 * Sections and tasks in their order; each moves by drag and drop, with the pointer or by keyboard
 * (its handle: space, the arrows, space), the new order sent to the mock at once.
 */
export function SortableTaskList({ tasks, tags, assignees, onTasksChange, onFailed }: SortableTaskListProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [failed, setFailed] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => {
    const task = tasks.find((item) => item.id === id);
    return task?.title || t(`tasks.untitled.${task?.type ?? 'task'}`);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => tasks.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('tasks.dnd.picked', { title: titleOf(active.id), position: positionOf(active.id), total: tasks.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('tasks.dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: tasks.length })
        : t('tasks.dnd.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('tasks.dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), total: tasks.length })
        : t('tasks.dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('tasks.dnd.cancelled', { title: titleOf(active.id) }),
  };

  const move = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(
      tasks,
      tasks.findIndex((task) => task.id === active.id),
      tasks.findIndex((task) => task.id === over.id),
    );
    onTasksChange(next);
    setFailed(false);
    reorderTasks(next).then(onTasksChange, () => {
      setFailed(true);
      onFailed();
    });
  };
  const complete = (task: Task, completed: boolean) => {
    onTasksChange(tasks.map((item) => (item.id === task.id ? { ...item, completed } : item)));
    setFailed(false);
    updateTask(task.id, { completed }).catch(() => {
      setFailed(true);
      onFailed();
    });
  };

  if (tasks.length === 0) return <Text>{t('tasks.empty')}</Text>;
  return (
    <>
      {failed && (
        <Text role="alert" color="fg.error">
          {t('tasks.changeFailed')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={move}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('tasks.dnd.instructions') } }}
      >
        <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
          <List.Root as="ol" listStyle="none" gap="2" aria-label={t('tasks.list')}>
            {tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                tags={tags}
                assignee={assignees.find((person) => person.id === task.assignedTo)}
                onComplete={complete}
              />
            ))}
          </List.Root>
        </SortableContext>
      </DndContext>
    </>
  );
}
