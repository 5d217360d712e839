import { useEffect } from 'react';
import { useTranslation } from '@soat/shared/i18n';

/** Sets the tab title from a translation key, in the current language. */
export function useDocumentTitle(key: string): void {
  const { t } = useTranslation('host');
  const title = t(key);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
