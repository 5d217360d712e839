import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import type { Shortcut, ShortcutFields } from './api/shell-api';
import { shortcutLinkOf } from './panel-link';

interface ShortcutFormProps {
  /** the shortcut edited, or null for a new one */
  shortcut: Shortcut | null;
  /** stores the fields (trimmed; the link as the template's data writes it); rejects when it could not */
  onSave: (fields: ShortcutFields) => Promise<void>;
  /** deletes the shortcut edited; rejects when it could not */
  onDelete?: () => Promise<void>;
  onCancel: () => void;
}

type Errors = Partial<Record<'label' | 'link', string>>;

/**
 * A shortcut's name (required), description and link (required, a page of the demo). A refused form
 * says why beside each field and gives the focus to the first one refused; what was typed stays, and
 * so it does when the mock API fails.
 */
export function ShortcutForm({ shortcut, onSave, onDelete, onCancel }: ShortcutFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  const [label, setLabel] = useState(shortcut?.label ?? '');
  const [description, setDescription] = useState(shortcut?.description ?? '');
  const [link, setLink] = useState(shortcut?.link ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const labelInput = useRef<HTMLInputElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  // the form replaces the list (and the button pressed): the focus goes to its first field
  useEffect(() => labelInput.current?.focus(), []);

  // no `loading` on the buttons: a disabled button would drop the focus to the page's body
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setFailed(false);
    setBusy(true);
    try {
      await action();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const storedLink = shortcutLinkOf(link);
    const found: Errors = {
      label: label.trim() ? undefined : t('shell.shortcut.labelRequired'),
      link: !link.trim() ? t('shell.shortcut.linkRequired') : storedLink ? undefined : t('shell.shortcut.linkOutside'),
    };
    setErrors(found);
    if (found.label) labelInput.current?.focus();
    else if (found.link) linkInput.current?.focus();
    if (found.label || found.link || !storedLink) return;
    void run(() => onSave({ label: label.trim(), description: description.trim(), link: storedLink }));
  };

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit}>
      <Stack gap="3">
        <Heading as="h2" size="sm" id={headingId}>
          {shortcut ? t('shell.shortcut.editTitle', { label: shortcut.label }) : t('shell.shortcut.new')}
        </Heading>
        <Field.Root required invalid={Boolean(errors.label)}>
          <Field.Label>
            {t('shell.shortcut.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input ref={labelInput} size="sm" value={label} onChange={(event) => setLabel(event.target.value)} />
          <Field.ErrorText>{errors.label}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('shell.shortcut.description')}</Field.Label>
          <Input size="sm" value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.link)}>
          <Field.Label>
            {t('shell.shortcut.link')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={linkInput}
            size="sm"
            inputMode="url"
            autoComplete="off"
            value={link}
            onChange={(event) => setLink(event.target.value)}
          />
          <Field.HelperText>{t('shell.shortcut.linkHelper')}</Field.HelperText>
          <Field.ErrorText>{errors.link}</Field.ErrorText>
        </Field.Root>
        {failed && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('shell.changeFailed')}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" size="sm">
            {t('common.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {onDelete && (
            <Button size="sm" variant="ghost" colorPalette="red" ms="auto" onClick={() => void run(onDelete)}>
              {t('common.delete')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
