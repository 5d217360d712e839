import { useState, type FormEvent } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Field, HStack, Input, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTask, updateTask, type Task } from './api/tasks-api';

type Outcome = { kind: 'created'; type: Task['type']; title: string } | { kind: 'failed' } | { kind: 'empty' } | null;

/** A task or a section: the mock puts it first with the spec's defaults; its title is then set. */
export function NewTaskForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const add = async (type: Task['type']) => {
    const trimmed = title.trim();
    if (!trimmed) {
      setOutcome({ kind: 'empty' });
      return;
    }
    setBusy(true);
    try {
      const task = await createTask(type);
      await updateTask(task.id, { title: trimmed });
      setTitle('');
      setOutcome({ kind: 'created', type, title: trimmed });
      onCreated();
    } catch {
      // what was typed stays in the box
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add('task');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('tasks.new.form')}>
      <Field.Root invalid={outcome?.kind === 'empty'}>
        <Field.Label>{t('tasks.new.title')}</Field.Label>
        <HStack gap="2" w="full" flexWrap="wrap">
          <Input flex="1" minW="48" value={title} onChange={(event) => setTitle(event.target.value)} />
          <Button type="submit" loading={busy}>
            {t('tasks.new.addTask')}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void add('section')}>
            {t('tasks.new.addSection')}
          </Button>
        </HStack>
        {outcome?.kind === 'empty' && <Field.ErrorText>{t('tasks.new.titleRequired')}</Field.ErrorText>}
      </Field.Root>
      <Text role="status" fontSize="sm" mt="1" color={outcome?.kind === 'failed' ? 'fg.error' : 'fg.muted'}>
        {outcome?.kind === 'created' && t(`tasks.new.created.${outcome.type}`, { title: outcome.title })}
        {outcome?.kind === 'failed' && t('tasks.new.failed')}
      </Text>
    </form>
  );
}
