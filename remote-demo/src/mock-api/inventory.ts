// api/apps/ecommerce/inventory: catalogue lists, and products searched, sorted
// and paged as the template's server does.
import { http, type HttpHandler } from 'msw';
import { findById, mergeById, removeById, requireId } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { DELAYS } from './lib/delays';
import { newId, ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { tagHandlers } from './lib/tag-handlers';
import { type InventoryProduct, priceOf } from './seed/inventory';
import { pageOfProducts } from './inventory-paging';

const path = (endpoint: string) => apiPath(`apps/ecommerce/inventory/${endpoint}`);

export function newProduct(): InventoryProduct {
  return {
    id: newId(),
    category: '',
    name: 'A New Product',
    description: '',
    tags: [],
    sku: '',
    barcode: '',
    brand: '',
    vendor: '',
    stock: '',
    reserved: '',
    cost: '',
    basePrice: '',
    taxPercent: '',
    price: '',
    weight: '',
    thumbnail: null,
    images: [],
    active: false,
  };
}

export function inventoryHandlers({ store, wait }: MockContext): HttpHandler[] {
  const { categories, brands, vendors, tags, products } = store.inventory;

  return [
    http.get(path('categories'), () => ok(categories)),
    http.get(path('brands'), () => ok(brands)),
    http.get(path('vendors'), () => ok(vendors)),
    http.get(path('tags'), () => ok(tags)),
    http.get(
      path('products'),
      route(async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = pageOfProducts(products, params);
        await wait(DELAYS.products);
        return ok(page);
      }),
    ),
    http.get(path('product'), ({ request }) => ok(findById(products, queryParam(request, 'id')))),
    http.post(path('product'), () => {
      const product = newProduct();
      products.unshift(product);
      return ok(product);
    }),
    http.patch(
      path('product'),
      route(async ({ request }) => {
        const body = await readBody(request);
        const product = mergeById(products, stringField(body, 'id'), recordField(body, 'product'));
        if (product && typeof product.basePrice === 'number' && typeof product.taxPercent === 'number') {
          product.price = priceOf(product.basePrice, product.taxPercent);
        }
        return ok(product);
      }),
    ),
    http.delete(
      path('product'),
      route(({ request }) => {
        removeById(products, requireId(queryParam(request, 'id')));
        return ok(true);
      }),
    ),
    ...tagHandlers(path('tag'), tags, products),
  ];
}
