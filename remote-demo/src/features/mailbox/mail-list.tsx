import { useTranslation } from '@soat/shared/i18n';
import { formatShortDate } from '@soat/shared/format';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Button, HStack, List, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Mail, MailLabel, MailPage, MailSelection } from './api/mailbox-api';
import { LabelChips } from './label-chips';
import { mailboxPath } from './mailbox-paths';
import { rowLink } from '../../components/row-link';
import { Picture } from '../../components/picture';

/** the open mail outlined */
const itemCss = {
  ...rowLink,
  '&[aria-current=page]': { borderColor: 'colorPalette.solid', borderWidth: '2px' },
} as const;

interface MailListProps {
  page: MailPage;
  selection: MailSelection;
  /** counted from 1 */
  pageNumber: number;
  openMailId: string | undefined;
  labels: MailLabel[];
  onPage: (page: number) => void;
}

/** "Name <address>" → "Name". */
const senderName = (contact: string) => contact.replace(/\s*<[^>]*>\s*$/, '') || contact;

/** A page of mails, newest first, each a link that opens it; and the way to the other pages. */
export function MailList({ page, selection, pageNumber, openMailId, labels, onPage }: MailListProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { mails, pagination } = page;
  if (!mails?.length) {
    return (
      <Stack gap="2" role="status" borderWidth="1px" rounded="md" p="6" textAlign="center">
        <Text fontWeight="medium">{mails ? t(`mailbox.empty.${selection.kind}`) : t('mailbox.noSuchPage')}</Text>
        {!mails && (
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => onPage(1)}>
            {t('mailbox.firstPage')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-label={t('mailbox.mails')}>
      <List.Root listStyle="none" gap="2" aria-label={t('mailbox.mails')}>
        {mails.map((mail) => (
          <List.Item key={mail.id}>
            <MailListItem
              mail={mail}
              to={mailboxPath(selection, mail.id, pageNumber)}
              open={mail.id === openMailId}
              labels={labels}
            />
          </List.Item>
        ))}
      </List.Root>
      <HStack as="nav" aria-label={t('mailbox.paging')} justify="space-between" mt="3" flexWrap="wrap">
        <Text role="status" fontSize="sm">
          {t('mailbox.range', {
            from: (pagination.startIndex ?? 0) + 1,
            to: (pagination.endIndex ?? 0) + 1,
            count: pagination.totalResults ?? 0,
          })}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}>
            {t('mailbox.previous')}
          </Button>
          <Text fontSize="sm">{t('mailbox.page', { page: pageNumber, pages: pagination.lastPage })}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={pageNumber >= pagination.lastPage}
            onClick={() => onPage(pageNumber + 1)}
          >
            {t('mailbox.next')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

function MailListItem({ mail, to, open, labels }: { mail: Mail; to: string; open: boolean; labels: MailLabel[] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const flags = [
    mail.unread && t('mailbox.flags.unread'),
    mail.starred && t('mailbox.flags.starred'),
    mail.important && t('mailbox.flags.important'),
    mail.attachments.length > 0 && t('mailbox.flags.attachments'),
  ].filter(Boolean);
  return (
    <Box asChild css={itemCss}>
      <RouterLink to={to} aria-current={open ? 'page' : undefined}>
        <HStack justify="space-between" gap="2">
          <HStack as="span" gap="2" minW="0">
            {mail.from.avatar && <Picture src={mail.from.avatar} alt="" width={28} round />}
            <Text as="span" fontWeight={mail.unread ? 'bold' : 'normal'} truncate>
              {senderName(mail.from.contact)}
            </Text>
          </HStack>
          <Text as="span" fontSize="xs" color="fg.muted" flexShrink="0">
            {formatShortDate(mail.date)}
          </Text>
        </HStack>
        <Text as="span" display="block" fontWeight={mail.unread ? 'semibold' : 'normal'} truncate>
          {mail.subject}
        </Text>
        {flags.length > 0 && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {flags.join(' · ')}
          </Text>
        )}
        <LabelChips ids={mail.labels} labels={labels} />
      </RouterLink>
    </Box>
  );
}
