import { useTranslation } from '@soat/shared/i18n';
import { Field, NativeSelect } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Assignee, Task } from './api/tasks-api';

interface TaskAssigneeFieldProps {
  assignees: Assignee[];
  value: Task['assignedTo'];
  onChange: (id: Task['assignedTo']) => void;
}

/** Who the task is assigned to: one of the contacts, or nobody. */
export function TaskAssigneeField({ assignees, value, onChange }: TaskAssigneeFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  // someone no longer among the contacts (deleted) shows as nobody, and stays until another is chosen
  const shown = assignees.some((assignee) => assignee.id === value) ? value! : '';
  return (
    <Field.Root w="auto" minW="56">
      <Field.Label>{t('tasks.fields.assignedTo')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={shown} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">{t('tasks.assignee.none')}</option>
          {assignees.map((assignee) => (
            <option key={assignee.id} value={assignee.id}>
              {assignee.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
