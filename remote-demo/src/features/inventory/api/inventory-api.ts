// The inventory app's calls to the demo's mock API (api/apps/ecommerce/inventory).
import { demoApi } from '../../../lib/demo-client';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryProduct,
  InventoryTag,
} from '../../../mock-api/seed/inventory';

export type { InventoryBrand, InventoryCategory, InventoryProduct, InventoryTag };

/** The lists a product's category, brand and vendor are chosen from. */
export interface InventoryCatalogue {
  categories: InventoryCategory[];
  brands: InventoryBrand[];
  /** a vendor has a brand's shape (id, name, slug) */
  vendors: InventoryBrand[];
}

const BASE = 'api/apps/ecommerce/inventory';

export type SortKey = 'name' | 'sku' | 'price' | 'stock' | 'active';

export interface ProductQuery {
  search: string;
  sort: SortKey;
  order: 'asc' | 'desc';
  /** counted from 0 */
  page: number;
  size: number;
}

export interface ProductPage {
  products: InventoryProduct[] | null;
  pagination: { length: number; size: number; page: number; lastPage: number; startIndex: number; endIndex: number };
}

export const getProducts = (query: ProductQuery) => demoApi.get<ProductPage>(`${BASE}/products`, { ...query });

export const getProduct = (id: string) => demoApi.get<InventoryProduct | null>(`${BASE}/product`, { id });

export const createProduct = () => demoApi.post<InventoryProduct>(`${BASE}/product`);

export const updateProduct = (id: string, product: Partial<InventoryProduct>) =>
  demoApi.patch<InventoryProduct | null>(`${BASE}/product`, { id, product });

export const deleteProduct = (id: string) => demoApi.delete<boolean>(`${BASE}/product`, { id });

export const getCatalogue = async (): Promise<InventoryCatalogue> => {
  const [categories, brands, vendors] = await Promise.all([
    demoApi.get<InventoryCategory[]>(`${BASE}/categories`),
    demoApi.get<InventoryBrand[]>(`${BASE}/brands`),
    demoApi.get<InventoryBrand[]>(`${BASE}/vendors`),
  ]);
  return { categories, brands, vendors };
};

export const getTags = () => demoApi.get<InventoryTag[]>(`${BASE}/tags`);

export const createTag = (title: string) => demoApi.post<InventoryTag>(`${BASE}/tag`, { tag: { title } });

export const renameTag = (id: string, title: string) =>
  demoApi.patch<InventoryTag | null>(`${BASE}/tag`, { id, tag: { title } });

export const deleteTag = (id: string) => demoApi.delete<boolean>(`${BASE}/tag`, { id });
