import { useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Field, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@soat/shared/ui';
import { NewTagRow } from '../../components/new-tag-row';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createLabel, deleteLabel, renameLabel, type MailLabel } from './api/mailbox-api';
import { LABEL_COLORS, LabelDot } from './label-chips';
import type { MailboxContext } from './mailbox-context';

interface LabelManagerProps {
  labels: MailLabel[];
  onChanged: () => void;
  onLabelChange: MailboxContext['onLabelChange'];
}

/**
 * The labels themselves: a new one, a new name (the mock makes the slug again, and a list open on
 * that label follows it), or deleted (from every mail too; a list open on it goes back to the inbox).
 */
export function LabelManager({ labels, onChanged, onLabelChange }: LabelManagerProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  const [failed, setFailed] = useState(false);

  /** Runs a change; on a fault says so and keeps what was typed. */
  const attempt = async (change: () => Promise<void>) => {
    setFailed(false);
    try {
      await change();
      onChanged();
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  const rename = (label: MailLabel, title: string) =>
    attempt(async () => {
      const saved = await renameLabel(label.id, title);
      onLabelChange(
        labels.map((item) => (item.id === saved.id ? saved : item)),
        { from: label.slug, to: saved.slug },
      );
    });
  const remove = (label: MailLabel) =>
    attempt(async () => {
      await deleteLabel(label.id);
      onLabelChange(
        labels.filter((item) => item.id !== label.id),
        { from: label.slug, to: null },
      );
    });

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p="3">
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {t('mailbox.labels.manageTitle')}
      </Heading>
      <Stack gap="2">
        {labels.map((label) => (
          <LabelRow key={`${label.id}:${label.title}`} label={label} onRename={rename} onDelete={remove} />
        ))}
      </Stack>
      <NewLabelForm onCreate={(title, color) => attempt(async () => void (await createLabel({ title, color })))} />
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {t('mailbox.saveFailed')}
        </Text>
      )}
    </Box>
  );
}

interface LabelRowProps {
  label: MailLabel;
  onRename: (label: MailLabel, title: string) => Promise<boolean>;
  onDelete: (label: MailLabel) => Promise<boolean>;
}

function LabelRow({ label, onRename, onDelete }: LabelRowProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [title, setTitle] = useState(label.title);
  const save = () => {
    if (title.trim() && title.trim() !== label.title) void onRename(label, title.trim());
  };
  return (
    <HStack gap="1">
      <LabelDot color={label.color} />
      <Input
        size="xs"
        aria-label={t('mailbox.labels.nameOf', { title: label.title })}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        }}
      />
      <Button
        size="xs"
        variant="outline"
        aria-label={t('mailbox.labels.renameOf', { title: label.title })}
        onClick={save}
      >
        {t('common.save')}
      </Button>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('mailbox.labels.deleteOf', { title: label.title })}
        onClick={() => void onDelete(label)}
      >
        ×
      </IconButton>
    </HStack>
  );
}

/** A new label's title and colour. */
function NewLabelForm({ onCreate }: { onCreate: (title: string, color: string) => Promise<boolean> }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [color, setColor] = useState(LABEL_COLORS[0]!);
  return (
    <Box mt="3">
      <NewTagRow
        layout="stacked"
        label={t('mailbox.labels.newTitle')}
        addText={t('mailbox.labels.create')}
        onAdd={(title) => onCreate(title, color)}
      >
        <Field.Root>
          <Field.Label>{t('mailbox.labels.color')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={color} onChange={(event) => setColor(event.target.value)}>
              {LABEL_COLORS.map((value) => (
                <option key={value} value={value}>
                  {t(`mailbox.colors.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </NewTagRow>
    </Box>
  );
}
