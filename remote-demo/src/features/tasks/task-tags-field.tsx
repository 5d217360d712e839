import { useTranslation } from '@soat/shared/i18n';
import { ManagedTagsField } from '../../components/managed-tags-field';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTaskTag, deleteTaskTag, renameTaskTag, type Tag } from './api/tasks-api';

interface TaskTagsFieldProps {
  tags: Tag[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** the tags themselves changed (one created and given to this task, renamed, or deleted from every task) */
  onTagsChange: (tags: Tag[]) => void;
}

/** The task's tags, and the app's tags themselves: created, renamed or deleted from every task at once. */
export function TaskTagsField({ tags, selected, onSelectedChange, onTagsChange }: TaskTagsFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <ManagedTagsField
      legend={t('tasks.fields.tags')}
      texts="tasks.tags"
      tags={tags}
      selected={selected}
      onSelectedChange={onSelectedChange}
      onTagsChange={onTagsChange}
      create={createTaskTag}
      rename={renameTaskTag}
      remove={deleteTaskTag}
    />
  );
}
