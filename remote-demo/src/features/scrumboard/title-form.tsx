import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Field, HStack, Input, Stack } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';

interface TitleFormProps {
  /** the field's label */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the title; a rejection keeps what was typed and says it failed. */
  onSubmit: (title: string) => Promise<void>;
  /** With a cancel button (and Escape): a rename. */
  onCancel?: () => void;
  /** Take the focus as it appears (a rename opened by its button). */
  focusOnOpen?: boolean;
  /** What is wrong with a (trimmed, not blank) title, said instead of saving it; null when nothing is. */
  validate?: (title: string) => string | null;
}

/** One title typed and saved: a new list, card or label, or a new name. Blank titles are refused. */
export function TitleForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  focusOnOpen,
  validate,
}: TitleFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const trimmed = title.trim();
    const invalid = trimmed ? (validate?.(trimmed) ?? null) : t('scrumboard.titleRequired');
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      if (!onCancel) setTitle('');
    } catch {
      setError(t('scrumboard.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="2">
        <Field.Root invalid={error !== null}>
          <Field.Label fontSize="sm">{label}</Field.Label>
          <Input
            size="sm"
            bg="bg.panel"
            value={title}
            ref={focusOnOpen ? focusOnMount : undefined}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !onCancel) return;
              event.stopPropagation();
              onCancel();
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="xs" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="xs" variant="outline" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
