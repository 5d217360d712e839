import { useEffect } from 'react';
import { useTranslation } from '@soat/shared/i18n';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('auth');
  const full = t('documentTitle', { page: title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
