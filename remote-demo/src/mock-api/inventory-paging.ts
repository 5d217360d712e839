// The product list's search, sort and paging, as the template's server computes them: search on the name, sku/name/active compared as text and the rest as numbers, page size 10,
// the page number used as a zero-based index in slicing with 1 when absent, and beyond the last page
// null products with only `lastPage`.
import { text } from './lib/collection';
import { BadRequest } from './lib/http';
import { type InventoryProduct } from './seed/inventory';

const TEXT_KEYS = new Set(['sku', 'name', 'active']);

type SortKey = keyof InventoryProduct;

function integerParam(params: URLSearchParams, name: string, fallback: number, min: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new BadRequest(`"${name}" must be an integer of at least ${min}.`);
  return value;
}

function compare(key: SortKey): (a: InventoryProduct, b: InventoryProduct) => number {
  if (TEXT_KEYS.has(key)) {
    return (a, b) => String(a[key]).toUpperCase().localeCompare(String(b[key]).toUpperCase());
  }
  // a value that is no number (a weight of '0.85 kg') compares as NaN, which sort reads as equal
  return (a, b) => Number(a[key]) - Number(b[key]);
}

export function pageOfProducts(products: InventoryProduct[], params: URLSearchParams) {
  const sort = params.get('sort') || 'name';
  if (!TEXT_KEYS.has(sort) && !products.some((product) => Object.hasOwn(product, sort))) {
    throw new BadRequest(`Unknown sort key "${sort}": no product has that field.`);
  }
  const order = params.get('order') || 'asc';
  if (order !== 'asc' && order !== 'desc') throw new BadRequest('"order" must be asc or desc.');
  const page = integerParam(params, 'page', 1, 0);
  const size = integerParam(params, 'size', 10, 1);
  const search = params.get('search')?.toLowerCase();

  const byKey = compare(sort as SortKey);
  let list = [...products].sort(order === 'asc' ? byKey : (a, b) => byKey(b, a));
  if (search) list = list.filter((product) => text(product.name).toLowerCase().includes(search));

  const length = list.length;
  const begin = page * size;
  const end = Math.min(size * (page + 1), length);
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) return { products: null, pagination: { lastPage } };
  return {
    products: list.slice(begin, end),
    pagination: { length, size, page, lastPage, startIndex: begin, endIndex: end - 1 },
  };
}
