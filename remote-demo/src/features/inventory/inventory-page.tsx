import { lazy, Suspense, useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Box, Button, Field, Heading, HStack, Input, Spinner, Stack } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { useReturnFocus } from '../../lib/use-return-focus';
import { createProduct, getProducts, type ProductQuery, type SortKey } from './api/inventory-api';
import { ProductPager } from './product-pager';
import { ProductTable } from './product-table';

const PAGE_SIZE = 10;

// a product's details and its form (react-hook-form) load when one is opened, not with the list
const ProductDetails = lazy(() => import('./product-details').then((module) => ({ default: module.ProductDetails })));

/** `demo/apps/ecommerce/inventory`: the products, searched, sorted and paged, and the chosen one's details. */
export function InventoryPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.inventory') }));
  const [query, setQuery] = useState<ProductQuery>({
    search: '',
    sort: 'name',
    order: 'asc',
    page: 0,
    size: PAGE_SIZE,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const returnFocus = useReturnFocus();
  const open = (id: string) => {
    returnFocus.remember();
    setSelected(id);
  };
  const close = () => {
    setSelected(null);
    returnFocus.restore();
  };
  const { state, reload } = useDemoData(JSON.stringify(query), () => getProducts(query));

  const sortBy = (sort: SortKey) =>
    setQuery((current) => ({
      ...current,
      sort,
      order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc',
      page: 0,
    }));
  const add = async () => {
    const product = await createProduct();
    setQuery((current) => ({ ...current, search: '', page: 0 }));
    reload();
    open(product.id);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="lg">
          {t('apps.inventory')}
        </Heading>
        <Button size="sm" onClick={() => void add()}>
          {t('inventory.add')}
        </Button>
      </HStack>
      <Field.Root maxW="sm">
        <Field.Label>{t('inventory.search')}</Field.Label>
        <Input
          type="search"
          value={query.search}
          onChange={(event) => setQuery((current) => ({ ...current, search: event.target.value, page: 0 }))}
        />
      </Field.Root>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : (
        <Box>
          <ProductTable
            products={state.data.products ?? []}
            query={query}
            onSort={sortBy}
            onOpen={open}
            selected={selected}
          />
          <ProductPager
            pagination={state.data.pagination}
            page={query.page}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
          />
        </Box>
      )}
      {selected && (
        <Suspense fallback={<Spinner role="status" aria-label={t('common.loading')} />}>
          <ProductDetails key={selected} id={selected} onChanged={reload} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
