import { useState, type FormEvent } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import {
  Button,
  Card,
  CloseButton,
  Field,
  Heading,
  HStack,
  Input,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createLabel, deleteLabel, renameLabel, type NoteLabel } from './api/notes-api';

interface LabelManagerProps {
  id: string;
  labels: NoteLabel[];
  /** after a change was stored; `removed` is the label deleted, if one was */
  onChanged: (removed?: NoteLabel) => void;
  onClose: () => void;
}

/** The notes' labels: create, rename and delete (a deleted label leaves every note). */
export function LabelManager({ id, labels, onChanged, onClose }: LabelManagerProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');

  const run = async (action: () => Promise<unknown>, removed?: NoteLabel) => {
    setError('');
    try {
      await action();
      onChanged(removed);
      return true;
    } catch {
      setError(t('notes.saveFailed'));
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError(t('notes.labelRequired'));
      return;
    }
    if (await run(() => createLabel(trimmed))) setTitle('');
  };

  return (
    <Card.Root as="section" id={id} aria-labelledby="notes-label-manager-title">
      <Card.Body gap="4">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="notes-label-manager-title" tabIndex={-1} ref={focusOnMount} outline="none">
            {t('notes.manageLabels')}
          </Heading>
          <CloseButton size="sm" aria-label={t('notes.closeLabels')} onClick={onClose} />
        </HStack>
        {labels.length === 0 ? (
          <Text>{t('notes.noLabels')}</Text>
        ) : (
          <List.Root listStyle="none" gap="2" aria-label={t('notes.labels')}>
            {labels.map((label) => (
              <List.Item key={label.id}>
                <LabelRow
                  label={label}
                  onRename={(next) => run(() => renameLabel(label.id, next))}
                  onDelete={() => void run(() => deleteLabel(label.id), label)}
                />
              </List.Item>
            ))}
          </List.Root>
        )}
        <form noValidate onSubmit={(event) => void add(event)}>
          <HStack gap="2" align="flex-end">
            <Field.Root>
              <Field.Label>{t('notes.newLabel')}</Field.Label>
              <Input value={title} onChange={(event) => setTitle(event.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline">
              {t('notes.addLabel')}
            </Button>
          </HStack>
        </form>
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function LabelRow({
  label,
  onRename,
  onDelete,
}: {
  label: NoteLabel;
  onRename: (title: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [title, setTitle] = useState(label.title);
  const trimmed = title.trim();
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && trimmed !== label.title) void onRename(trimmed);
  };
  return (
    <form noValidate onSubmit={rename}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Input
          size="sm"
          aria-label={t('notes.labelName', { title: label.title })}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline" disabled={!trimmed || trimmed === label.title}>
            {t('notes.renameLabel')}
            <VisuallyHidden>{` ${label.title}`}</VisuallyHidden>
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
            {t('common.delete')}
            <VisuallyHidden>{` ${label.title}`}</VisuallyHidden>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
