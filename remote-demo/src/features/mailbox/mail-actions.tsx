import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Field, HStack, NativeSelect, Stack } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Mail, MailboxNav, MailChanges } from './api/mailbox-api';
import { LabelDot } from './label-chips';
import { useSelectionTitle } from './use-selection-title';

interface MailActionsProps {
  mail: Mail;
  nav: MailboxNav;
  /** only the fields that change (the mock's PATCH merges them) */
  onChange: (changes: MailChanges) => void;
}

/** Star, important, read or unread, the folder and the labels of a mail. */
export function MailActions({ mail, nav, onChange }: MailActionsProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const title = useSelectionTitle(nav);
  // ids of labels deleted meanwhile are not sent back
  const labelIds = mail.labels.filter((id) => nav.labels.some((label) => label.id === id));
  return (
    <Stack gap="3">
      <HStack role="group" aria-label={t('mailbox.actions')} gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          aria-pressed={mail.starred}
          onClick={() => onChange({ starred: !mail.starred })}
        >
          {mail.starred ? '★' : '☆'} {t('mailbox.star')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={mail.important}
          onClick={() => onChange({ important: !mail.important })}
        >
          {t('mailbox.important')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange({ unread: !mail.unread })}>
          {mail.unread ? t('mailbox.markRead') : t('mailbox.markUnread')}
        </Button>
      </HStack>
      <Field.Root maxW="xs">
        <Field.Label>{t('mailbox.moveTo')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={mail.folder} onChange={(event) => onChange({ folder: event.target.value })}>
            {nav.folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {title({ kind: 'folder', slug: folder.slug })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {nav.labels.length > 0 && (
        <Box as="fieldset">
          <Box as="legend" fontWeight="medium" fontSize="sm" mb="1">
            {t('mailbox.setLabels')}
          </Box>
          <HStack gap="4" flexWrap="wrap">
            {nav.labels.map((label) => (
              <HStack as="label" key={label.id} gap="2" fontSize="sm">
                <input
                  type="checkbox"
                  checked={labelIds.includes(label.id)}
                  onChange={(event) =>
                    onChange({
                      labels: event.target.checked ? [...labelIds, label.id] : labelIds.filter((id) => id !== label.id),
                    })
                  }
                />
                <LabelDot color={label.color} />
                {label.title}
              </HStack>
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
