import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Stack, Text } from '@soat/shared/ui';
import { NewTagRow } from '../../components/new-tag-row';
import { TagOption } from '../../components/tag-option';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTaskTag, deleteTaskTag, type Tag } from './api/tasks-api';

interface TaskTagsFieldProps {
  tags: Tag[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** the tags themselves changed (one created, given to this task, or deleted from every task) */
  onTagsChange: (tags: Tag[]) => void;
}

/** The task's tags, and the app's tags themselves: a new one (given to this task), or one deleted everywhere. */
export function TaskTagsField({ tags, selected, onSelectedChange, onTagsChange }: TaskTagsFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [failed, setFailed] = useState(false);
  /** Runs a change; on a fault says so (a new tag's title stays typed). */
  const run = async (change: () => Promise<void>) => {
    setFailed(false);
    try {
      await change();
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  const add = (title: string) =>
    run(async () => {
      const tag = await createTaskTag(title);
      onTagsChange([tag, ...tags]);
      onSelectedChange([...selected, tag.id]);
    });
  const remove = (tag: Tag) =>
    run(async () => {
      await deleteTaskTag(tag.id);
      onTagsChange(tags.filter((item) => item.id !== tag.id));
      onSelectedChange(selected.filter((id) => id !== tag.id));
    });

  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('tasks.fields.tags')}
      </Box>
      <Stack gap="1" mb="2">
        {tags.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('tasks.tags.none')}
          </Text>
        )}
        {tags.map((tag) => (
          <TagOption
            key={tag.id}
            title={tag.title}
            deleteLabel={t('tasks.tags.delete', { title: tag.title })}
            onDelete={() => void remove(tag)}
          >
            <input
              type="checkbox"
              checked={selected.includes(tag.id)}
              onChange={(event) =>
                onSelectedChange(event.target.checked ? [...selected, tag.id] : selected.filter((id) => id !== tag.id))
              }
            />
          </TagOption>
        ))}
      </Stack>
      <NewTagRow label={t('tasks.tags.new')} addText={t('tasks.tags.add')} onAdd={add} />
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error" mt="1">
          {t('tasks.tags.failed')}
        </Text>
      )}
    </Box>
  );
}
