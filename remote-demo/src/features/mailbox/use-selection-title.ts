import { useCallback } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { MailboxNav, MailSelection } from './api/mailbox-api';

/**
 * The name of a folder, filter or label: the seed's folders and filters in the page's language,
 * a label (the user's own) as it was written.
 */
export function useSelectionTitle(nav: MailboxNav) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return useCallback(
    ({ kind, slug }: MailSelection) => {
      if (kind === 'label') return nav.labels.find((label) => label.slug === slug)?.title ?? slug;
      const item = (kind === 'folder' ? nav.folders : nav.filters).find((entry) => entry.slug === slug);
      return t(`mailbox.${kind}s.${slug}`, { defaultValue: item?.title ?? slug });
    },
    [nav, t],
  );
}
