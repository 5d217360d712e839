import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useSearchParams } from '@soat/shared/router';
import { Box, Flex, Heading, Link, Stack } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getMail, getMails, type MailSelection } from './api/mailbox-api';
import type { MailboxContext } from './mailbox-context';
import { MailList } from './mail-list';
import { MailView } from './mail-view';
import { MailboxSidebar } from './mailbox-sidebar';
import { mailboxPath } from './mailbox-paths';
import { useSelectionTitle } from './use-selection-title';

const LOADING = { status: 'loading' } as const;

interface MailboxViewProps extends MailboxContext {
  selection: MailSelection;
  mailId?: string;
}

/** A list of mails beside the side panel, and the open mail beside the list or in place of it. */
export function MailboxView({ selection, mailId, ...context }: MailboxViewProps) {
  const { nav, revision, onChanged } = context;
  const { t } = useTranslation(DEMO_NAMESPACE);
  const title = useSelectionTitle(nav);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(Number.parseInt(searchParams.get('page') ?? '1', 10) || 1, 1);
  const listOf = `${selection.kind}:${selection.slug}`;
  const list = useDemoData(`mails:${listOf}:${page}:${revision}`, async () => ({
    listOf,
    page: await getMails(selection, page),
  }));
  // another list's mails are not shown under this one's title while it loads (another page's are)
  const listState = list.state.status === 'loaded' && list.state.data.listOf !== listOf ? LOADING : list.state;
  const mail = useDemoData(`mail:${mailId ?? ''}`, () => (mailId ? getMail(mailId) : Promise.resolve(null)));

  if (mailId && mail.state.status === 'loaded' && mail.state.data === null) {
    return <NotFound backTo={mailboxPath(selection)} backLabel={t('mailbox.backToList')} />;
  }
  const inPlace = nav.settings.messageLayout === 'full' && mailId !== undefined;
  const listPath = mailboxPath(selection, undefined, page);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {title(selection)}
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <MailboxSidebar {...context} selection={selection} />
        {!inPlace && (
          <Box flex="1" minW="0" w="full">
            {listState.status === 'loaded' ? (
              <MailList
                page={listState.data.page}
                selection={selection}
                pageNumber={page}
                openMailId={mailId}
                labels={nav.labels}
                onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
              />
            ) : (
              <LoadState state={listState} onRetry={list.reload} />
            )}
          </Box>
        )}
        {mailId && (
          <Box flex={inPlace ? '1' : '1.2'} minW="0" w="full">
            {inPlace && (
              <Link asChild mb="3">
                <RouterLink to={listPath}>{t('mailbox.backToList')}</RouterLink>
              </Link>
            )}
            {mail.state.status === 'loaded' && mail.state.data ? (
              <MailView
                key={mail.state.data.id}
                mail={mail.state.data}
                nav={nav}
                closeTo={listPath}
                onSaved={(saved) => {
                  mail.replace(saved);
                  onChanged();
                }}
              />
            ) : (
              <LoadState state={mail.state} onRetry={mail.reload} />
            )}
          </Box>
        )}
      </Flex>
    </Stack>
  );
}
