import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { formatLongDate } from '@soat/shared/format';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Card, CloseButton, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { SafeHtml } from '../../components/safe-html';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { updateMail, type Mail, type MailboxNav, type MailChanges } from './api/mailbox-api';
import { LabelChips } from './label-chips';
import { MailActions } from './mail-actions';
import { MailAttachments } from './mail-attachments';

interface MailViewProps {
  mail: Mail;
  nav: MailboxNav;
  /** the list it was opened from */
  closeTo: string;
  onSaved: (mail: Mail) => void;
}

/** One mail: who sent it to whom and when, its flags, folder and labels to change, its text and attachments. */
export function MailView({ mail, nav, closeTo, onSaved }: MailViewProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  // a change shows at once (a ticked label stays ticked while it is saved), and is undone if the save fails
  const [pending, setPending] = useState<MailChanges>({});
  const shown = { ...mail, ...pending };

  const save = async (changes: MailChanges) => {
    setFailed(false);
    setPending((previous) => ({ ...previous, ...changes }));
    try {
      onSaved(await updateMail(mail.id, changes));
    } catch {
      setFailed(true);
    } finally {
      setPending((previous) => {
        const rest = { ...previous };
        for (const key of Object.keys(changes) as (keyof MailChanges)[])
          if (rest[key] === changes[key]) delete rest[key];
        return rest;
      });
    }
  };
  // an unread mail is read once opened (as the template's mailbox); "mark as unread" then stays
  const markRead = useEffectEvent(() => {
    if (mail.unread) updateMail(mail.id, { unread: false }).then(onSaved, () => setFailed(true));
  });
  useEffect(() => markRead(), []);

  const people = [
    ['from', mail.from.contact],
    ['to', mail.to],
    ['cc', mail.cc?.join(', ')],
    ['bcc', mail.bcc?.join(', ')],
    ['date', formatLongDate(mail.date)],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <Card.Root as="article" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start">
          <Heading as="h2" size="md" id={headingId} ref={focusOnMount} tabIndex={-1}>
            {mail.subject}
          </Heading>
          <CloseButton asChild size="sm">
            <RouterLink to={closeTo} aria-label={t('mailbox.close')}>
              ×
            </RouterLink>
          </CloseButton>
        </HStack>
        <LabelChips ids={shown.labels} labels={nav.labels} />
      </Card.Header>
      <Card.Body gap="4">
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
          {people.map(([key, value]) => (
            <Box key={key} display="contents">
              <Text as="dt" color="fg.muted">
                {t(`mailbox.fields.${key}`)}
              </Text>
              <Text as="dd" wordBreak="break-word">
                {value}
              </Text>
            </Box>
          ))}
        </Box>
        <MailActions mail={shown} nav={nav} onChange={(changes) => void save(changes)} />
        {failed && (
          <Text role="alert" color="fg.error">
            {t('mailbox.saveFailed')}
          </Text>
        )}
        <Stack gap="3">
          <SafeHtml html={mail.content} whiteSpace="pre-line" />
        </Stack>
        <MailAttachments attachments={mail.attachments} />
      </Card.Body>
    </Card.Root>
  );
}
