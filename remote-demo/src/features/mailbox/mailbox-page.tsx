import { useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Navigate, Route, Routes, useParams } from '@soat/shared/router';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getMailboxNav, type MailboxNav, type MailSelection } from './api/mailbox-api';
import type { MailboxContext } from './mailbox-context';
import { MailboxView } from './mailbox-view';
import { INBOX, mailboxPath, SELECTION_KINDS } from './mailbox-paths';

/**
 * `demo/apps/mailbox[/folder|filter|label/:slug[/:mailId]]`: the side panel (folders with counts, filters,
 * labels, settings), the chosen list and one mail. The bare path shows the inbox.
 */
export function MailboxPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.mailbox') }));
  // every change (a flag, a move, a label, the layout) asks the panel and the list again: counts follow
  const [revision, setRevision] = useState(0);
  const { state, reload, replace } = useDemoData(`mailbox-nav:${revision}`, getMailboxNav);
  // the label management stays open from one list to another
  const [managingLabels, setManagingLabels] = useState(false);
  const [formerLabels, setFormerLabels] = useState<Record<string, string | null>>({});
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const context: MailboxContext = {
    nav: state.data,
    revision,
    onChanged: () => setRevision((previous) => previous + 1),
    formerLabels,
    onLabelChange: (labels, { from, to }) => {
      setFormerLabels((previous) => ({ ...previous, [from]: to }));
      replace({ ...state.data, labels });
    },
    managingLabels,
    onManageLabels: setManagingLabels,
  };
  return (
    <Routes>
      {/* one route for the bare path too: going from it to a list keeps the side panel mounted */}
      <Route path=":kind?/:slug?/:mailId?" element={<SelectionRoute {...context} />} />
      <Route path="*" element={<MailboxNotFound />} />
    </Routes>
  );
}

function MailboxNotFound() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return <NotFound backTo={DEMO_PATHS.mailbox} backLabel={t('mailbox.backToInbox')} />;
}

/** The folder, filter or label of the URL, if the mailbox has it. */
function SelectionRoute(context: MailboxContext) {
  const { kind, slug, mailId } = useParams();
  const asked = kind === undefined ? INBOX : ({ kind, slug } as MailSelection);
  // a label renamed or deleted here: its old address leads to its new one, or to the inbox
  const former = asked.kind === 'label' && !isKnown(context.nav, asked) ? context.formerLabels[asked.slug] : undefined;
  const selection = former === undefined ? asked : former ? { kind: asked.kind, slug: former } : INBOX;
  if (!isKnown(context.nav, selection)) return <MailboxNotFound />;
  // not keyed by the list, and the same tree while redirected: the side panel stays (and the focus in it)
  return (
    <>
      {former !== undefined && <Navigate to={mailboxPath(selection, mailId)} replace />}
      <MailboxView {...context} selection={selection} mailId={mailId} />
    </>
  );
}

function isKnown(nav: MailboxNav, { kind, slug }: MailSelection): boolean {
  if (!SELECTION_KINDS.includes(kind)) return false;
  const items = kind === 'folder' ? nav.folders : kind === 'filter' ? nav.filters : nav.labels;
  return items.some((item) => item.slug === slug);
}
