import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useNavigate } from '@soat/shared/router';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { deleteTask, updateTask, type Assignee, type SubTask, type Tag, type Task } from './api/tasks-api';
import { TaskAssigneeField } from './task-assignee-field';
import { PRIORITY_NAMES } from './task-paths';
import { TaskTagsField } from './task-tags-field';
import { focusRing } from '../../components/focus-ring';

interface TaskFormProps {
  task: Task;
  tags: Tag[];
  /** the people the task can be assigned to */
  assignees: Assignee[];
  onSaved: (task: Task) => void;
  onTagsChange: (tags: Tag[]) => void;
}

type Values = Pick<Task, 'title' | 'completed' | 'priority' | 'tags' | 'assignedTo' | 'subTasks'> & {
  notes: string;
  dueDate: string;
};

/** yyyy-mm-dd (the date input's value) of an ISO date, and back (midnight UTC). */
const toDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const fromDateInput = (value: string) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null);

const localId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

type Status = 'saved' | 'saveFailed' | 'deleteFailed' | null;

/** The task's fields (a section has its title only), saved in one change; delete goes back to the list. */
export function TaskForm({ task, tags, assignees, onSaved, onTagsChange }: TaskFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const notesId = useId();
  const navigate = useNavigate();
  const section = task.type === 'section';
  const [values, setValues] = useState<Values>({
    title: task.title,
    notes: task.notes ?? '',
    completed: task.completed,
    priority: task.priority,
    dueDate: toDateInput(task.dueDate),
    tags: task.tags,
    assignedTo: task.assignedTo,
    subTasks: task.subTasks,
  });
  const [newSubTask, setNewSubTask] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setStatus(null);
  };
  const setSubTask = (index: number, changes: Partial<SubTask>) =>
    set(
      'subTasks',
      values.subTasks.map((item, at) => (at === index ? { ...item, ...changes } : item)),
    );
  const addSubTask = () => {
    if (!newSubTask.trim()) return;
    set('subTasks', [...values.subTasks, { id: localId(), title: newSubTask.trim(), completed: false }]);
    setNewSubTask('');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const changes: Partial<Task> = section
        ? { title: values.title.trim() }
        : {
            ...values,
            title: values.title.trim(),
            notes: values.notes.trim() === '' ? null : values.notes,
            dueDate: fromDateInput(values.dueDate),
          };
      const saved = await updateTask(task.id, changes);
      if (!saved) throw new Error('gone');
      setStatus('saved');
      onSaved(saved);
    } catch {
      // the form keeps what was typed
      setStatus('saveFailed');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await deleteTask(task.id);
      navigate(DEMO_PATHS.tasks);
    } catch {
      setStatus('deleteFailed');
    }
  };

  const heading = task.title || t(`tasks.untitled.${task.type}`);
  return (
    <Stack gap="4" maxW="2xl">
      <Link asChild alignSelf="flex-start" _focusVisible={focusRing}>
        <RouterLink to={DEMO_PATHS.tasks}>{t('tasks.backToList')}</RouterLink>
      </Link>
      <Heading as="h1" size="lg" tabIndex={-1} ref={focusOnMount} _focusVisible={focusRing}>
        {heading}
      </Heading>
      <form noValidate onSubmit={(event) => void save(event)} aria-label={t(`tasks.detail.form.${task.type}`)}>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('tasks.fields.title')}</Field.Label>
            <Input value={values.title} onChange={(event) => set('title', event.target.value)} />
          </Field.Root>
          {!section && (
            <>
              {/* the Input's look on a real textarea (`as="textarea"` would still render an input), the field's
                  id given to it by hand: a field ties only its own parts */}
              <Field.Root id={notesId}>
                <Field.Label>{t('tasks.fields.notes')}</Field.Label>
                <Input asChild minH="24" py="2">
                  <textarea id={notesId} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
                </Input>
              </Field.Root>
              <HStack as="label" gap="2">
                <input
                  type="checkbox"
                  checked={values.completed}
                  onChange={(event) => set('completed', event.target.checked)}
                />
                {t('tasks.fields.completed')}
              </HStack>
              <HStack gap="4" align="flex-start" flexWrap="wrap">
                <Field.Root w="auto" minW="40">
                  <Field.Label>{t('tasks.fields.priority')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={values.priority}
                      onChange={(event) => set('priority', Number(event.target.value) as Task['priority'])}
                    >
                      {PRIORITY_NAMES.map((name, priority) => (
                        <option key={name} value={priority}>
                          {t(`tasks.priority.${name}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root w="auto" minW="40">
                  <Field.Label>{t('tasks.fields.dueDate')}</Field.Label>
                  <Input type="date" value={values.dueDate} onChange={(event) => set('dueDate', event.target.value)} />
                </Field.Root>
                <TaskAssigneeField
                  assignees={assignees}
                  value={values.assignedTo}
                  onChange={(id) => set('assignedTo', id)}
                />
              </HStack>
              <TaskTagsField
                tags={tags}
                selected={values.tags}
                onSelectedChange={(ids) => set('tags', ids)}
                onTagsChange={onTagsChange}
              />
              <Box as="fieldset">
                <Box as="legend" fontWeight="medium" mb="1">
                  {t('tasks.fields.subTasks')}
                </Box>
                {values.subTasks.length === 0 && (
                  <Text fontSize="sm" color="fg.muted" mb="2">
                    {t('tasks.subTasks.none')}
                  </Text>
                )}
                <Stack gap="2" mb="2">
                  {values.subTasks.map((subTask, index) => {
                    const number = index + 1;
                    return (
                      <HStack key={subTask.id} gap="2">
                        <input
                          type="checkbox"
                          checked={subTask.completed}
                          onChange={(event) => setSubTask(index, { completed: event.target.checked })}
                          aria-label={t('tasks.subTasks.completed', { number })}
                        />
                        <Input
                          size="sm"
                          value={subTask.title}
                          onChange={(event) => setSubTask(index, { title: event.target.value })}
                          aria-label={t('tasks.subTasks.title', { number })}
                        />
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t('tasks.subTasks.remove', { number })}
                          onClick={() =>
                            set(
                              'subTasks',
                              values.subTasks.filter((_, at) => at !== index),
                            )
                          }
                        >
                          ×
                        </IconButton>
                      </HStack>
                    );
                  })}
                </Stack>
                <HStack gap="2" align="flex-end">
                  <Field.Root>
                    <Field.Label>{t('tasks.subTasks.new')}</Field.Label>
                    <Input
                      size="sm"
                      value={newSubTask}
                      onChange={(event) => setNewSubTask(event.target.value)}
                      onKeyDown={(event) => {
                        if (event.key !== 'Enter') return;
                        event.preventDefault();
                        addSubTask();
                      }}
                    />
                  </Field.Root>
                  <Button size="sm" variant="outline" onClick={addSubTask}>
                    {t('tasks.subTasks.add')}
                  </Button>
                </HStack>
              </Box>
            </>
          )}
          <Text role="status" color={status === 'saved' ? 'green.700' : 'fg.error'} minH="6">
            {status && t(`tasks.detail.${status}`)}
          </Text>
          <HStack gap="2">
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => void remove()}>
              {t('common.delete')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
