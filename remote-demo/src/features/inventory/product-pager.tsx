import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ProductPage } from './api/inventory-api';

interface ProductPagerProps {
  pagination: ProductPage['pagination'];
  /** counted from 0 */
  page: number;
  onPage: (page: number) => void;
}

/** Where the page is in the list, and the way to the previous and next pages. */
export function ProductPager({ pagination, page, onPage }: ProductPagerProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { lastPage, length } = pagination;
  return (
    <HStack as="nav" aria-label={t('inventory.paging')} justify="space-between" mt="3" flexWrap="wrap">
      <Text role="status" fontSize="sm">
        {length
          ? t('inventory.range', { from: pagination.startIndex + 1, to: pagination.endIndex + 1, count: length })
          : ''}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('inventory.previous')}
        </Button>
        <Text fontSize="sm">{t('inventory.page', { page: page + 1, pages: lastPage })}</Text>
        <Button size="sm" variant="outline" disabled={page + 1 >= lastPage} onClick={() => onPage(page + 1)}>
          {t('inventory.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
