import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Field, HStack, Input, List, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { NoteTask } from './api/notes-api';

let created = 0;
/** An id for a task added in the form (the mock API keeps what it is given). */
const newTaskId = () => `task-${Date.now().toString(36)}-${(created += 1)}`;

/** A note's task list in its form: add, tick and remove items. */
export function NoteTasksField({ tasks, onChange }: { tasks: NoteTask[]; onChange: (tasks: NoteTask[]) => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [draft, setDraft] = useState('');
  const add = () => {
    const content = draft.trim();
    if (!content) return;
    onChange([...tasks, { id: newTaskId(), content, completed: false }]);
    setDraft('');
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds the task instead of saving the note
    event.preventDefault();
    add();
  };
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('notes.fields.tasks')}
      </Box>
      {tasks.length > 0 && (
        <List.Root listStyle="none" gap="1" mb="2" aria-label={t('notes.fields.tasks')}>
          {tasks.map((task) => (
            <List.Item key={task.id} display="flex" alignItems="center" gap="2">
              <HStack as="label" gap="2" flex="1">
                <input
                  type="checkbox"
                  checked={task.completed}
                  onChange={(event) =>
                    onChange(
                      tasks.map((item) => (item.id === task.id ? { ...item, completed: event.target.checked } : item)),
                    )
                  }
                />
                <Box as="span" textDecoration={task.completed ? 'line-through' : undefined}>
                  {task.content}
                </Box>
              </HStack>
              <Button size="xs" variant="ghost" onClick={() => onChange(tasks.filter((item) => item.id !== task.id))}>
                {t('notes.removeTask')}
                <VisuallyHidden>{` ${task.content}`}</VisuallyHidden>
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
      <HStack gap="2" align="flex-end">
        <Field.Root>
          <Field.Label>{t('notes.newTask')}</Field.Label>
          <Input value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={addOnEnter} />
        </Field.Root>
        <Button variant="outline" onClick={add}>
          {t('notes.addTask')}
        </Button>
      </HStack>
    </Box>
  );
}
