import { useTranslation } from '@soat/shared/i18n';
import { formatMoney } from '@soat/shared/format';
import { Box, Button } from '@soat/shared/ui';
import { DataTable } from '../../components/data-table';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { InventoryProduct, ProductQuery, SortKey } from './api/inventory-api';

interface ProductTableProps {
  products: InventoryProduct[];
  query: ProductQuery;
  selected: string | null;
  onSort: (key: SortKey) => void;
  onOpen: (id: string) => void;
}

const COLUMNS: { key: SortKey; numeric?: boolean }[] = [
  { key: 'name' },
  { key: 'sku' },
  { key: 'price', numeric: true },
  { key: 'stock', numeric: true },
  { key: 'active' },
];

/** One page of products; each column header sorts by it (again: the other way). */
export function ProductTable({ products, query, selected, onSort, onOpen }: ProductTableProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (products.length === 0) return <Box py="4">{t('inventory.none')}</Box>;
  return (
    <DataTable caption={t('inventory.caption')}>
      <thead>
        <tr>
          {COLUMNS.map(({ key, numeric }) => (
            <th
              key={key}
              scope="col"
              data-numeric={numeric || undefined}
              aria-sort={query.sort === key ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              <Button variant="ghost" size="xs" onClick={() => onSort(key)}>
                {t(`inventory.columns.${key}`)}
                {query.sort === key && <span aria-hidden="true">{query.order === 'asc' ? ' ▲' : ' ▼'}</span>}
              </Button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <Box as="tr" key={product.id} bg={product.id === selected ? 'colorPalette.subtle' : undefined}>
            <th scope="row">
              <Button variant="plain" size="sm" px="0" onClick={() => onOpen(product.id)}>
                {product.name}
              </Button>
            </th>
            <td>{product.sku}</td>
            <td data-numeric>{product.price === '' ? '' : formatMoney(product.price)}</td>
            <td data-numeric>{product.stock}</td>
            <td>{t(product.active ? 'inventory.active' : 'inventory.inactive')}</td>
          </Box>
        ))}
      </tbody>
    </DataTable>
  );
}
