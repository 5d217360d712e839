import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Field, Heading, Input, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getAssignees, getTasks, getTaskTags } from './api/tasks-api';
import { NewTaskForm } from './new-task-form';
import { SortableTaskList } from './sortable-task-list';
import { TaskSearchResults } from './task-search-results';

/** `demo/apps/tasks`: a new task or section, the search, and the list in its order (drag and drop). */
export function TaskListPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [query, setQuery] = useState('');
  const { state, reload, replace } = useDemoData('tasks', () =>
    Promise.all([getTasks(), getTaskTags(), getAssignees()]).then(([tasks, tags, assignees]) => ({
      tasks,
      tags,
      assignees,
    })),
  );
  const searching = query.trim() !== '';

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="lg">
        {t('apps.tasks')}
      </Heading>
      <NewTaskForm onCreated={reload} />
      <Field.Root>
        <Field.Label>{t('tasks.search')}</Field.Label>
        <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </Field.Root>
      {searching ? (
        <TaskSearchResults query={query.trim()} />
      ) : state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : (
        <Stack gap="2">
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('tasks.remaining', {
              count: state.data.tasks.filter((task) => task.type === 'task' && !task.completed).length,
            })}
          </Text>
          <SortableTaskList
            tasks={state.data.tasks}
            tags={state.data.tags}
            assignees={state.data.assignees}
            onTasksChange={(tasks) => replace({ ...state.data, tasks })}
            onFailed={reload}
          />
        </Stack>
      )}
    </Stack>
  );
}
