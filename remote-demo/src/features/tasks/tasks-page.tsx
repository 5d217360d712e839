import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Route, Routes } from '@soat/shared/router';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { TaskDetailPage } from './task-detail-page';
import { TaskListPage } from './task-list-page';

/** `demo/apps/tasks[/:id]`: the sections and tasks in their order, and a task's details. */
export function TasksPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.tasks') }));
  return (
    <Routes>
      <Route index element={<TaskListPage />} />
      <Route path=":id" element={<TaskDetailPage />} />
      <Route path="*" element={<NotFound backTo={DEMO_PATHS.tasks} backLabel={t('tasks.backToList')} />} />
    </Routes>
  );
}
