import { useTranslation } from '@soat/shared/i18n';
import { useParams } from '@soat/shared/router';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getAssignees, getTask, getTaskTags } from './api/tasks-api';
import { TaskForm } from './task-form';

/**
 * `demo/apps/tasks/:id`: a task's (or a section's) details to edit or delete, with the tags and the people
 * it can be assigned to; an unknown id is not found.
 */
export function TaskDetailPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const id = useParams().id ?? '';
  const { state, reload, replace } = useDemoData(`task:${id}`, () =>
    Promise.all([getTask(id), getTaskTags(), getAssignees()]).then(([task, tags, assignees]) => ({
      task,
      tags,
      assignees,
    })),
  );
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const { task, tags, assignees } = state.data;
  if (!task) return <NotFound backTo={DEMO_PATHS.tasks} backLabel={t('tasks.backToList')} />;
  return (
    <TaskForm
      key={task.id}
      task={task}
      tags={tags}
      assignees={assignees}
      onSaved={(saved) => replace({ ...state.data, task: saved })}
      onTagsChange={(changed) => replace({ ...state.data, tags: changed })}
    />
  );
}
