import { useTranslation } from '@soat/shared/i18n';
import { useParams } from '@soat/shared/router';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getTask, getTaskTags } from './api/tasks-api';
import { TaskForm } from './task-form';

/** `demo/apps/tasks/:id`: a task's (or a section's) details to edit or delete; an unknown id is not found. */
export function TaskDetailPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const id = useParams().id ?? '';
  const { state, reload, replace } = useDemoData(`task:${id}`, () =>
    Promise.all([getTask(id), getTaskTags()]).then(([task, tags]) => ({ task, tags })),
  );
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const { task, tags } = state.data;
  if (!task) return <NotFound backTo={DEMO_PATHS.tasks} backLabel={t('tasks.backToList')} />;
  return (
    <TaskForm
      key={task.id}
      task={task}
      tags={tags}
      onSaved={(saved) => replace({ task: saved, tags })}
      onTagsChange={(changed) => replace({ task, tags: changed })}
    />
  );
}
