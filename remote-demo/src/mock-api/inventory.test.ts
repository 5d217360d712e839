/** @jest-environment node */
import { PRODUCT_COUNT, type InventoryProduct } from './seed/inventory';
import { createTestApi } from './testing/mock-client';

const PRODUCTS = 'api/apps/ecommerce/inventory/products';

describe('the inventory seed', () => {
  const { inventory } = createTestApi().store;

  it('has the three categories, brands, vendors and tags', () => {
    expect(inventory.categories.map((category) => category.name)).toEqual(['Mens', 'Ladies', 'Unisex']);
    expect(inventory.brands.length).toBeGreaterThan(0);
    expect(inventory.vendors.length).toBeGreaterThan(0);
    expect(inventory.tags.length).toBeGreaterThan(0);
  });

  it('prices every product at its base price plus its tax, with the seeded tax rates', () => {
    expect(inventory.products).toHaveLength(PRODUCT_COUNT);
    expect(new Set(inventory.products.map((product) => product.taxPercent))).toEqual(new Set([8, 10, 18, 20, 30]));
    for (const { basePrice, taxPercent, price } of inventory.products) {
      expect(price).toBeCloseTo((basePrice as number) * (1 + (taxPercent as number) / 100), 2);
    }
  });

  it('refers only to existing categories, brands, vendors and tags', () => {
    const ids = (items: { id: string }[]) => new Set(items.map((item) => item.id));
    const [categories, brands, vendors, tags] = [
      inventory.categories,
      inventory.brands,
      inventory.vendors,
      inventory.tags,
    ].map(ids);
    for (const product of inventory.products) {
      expect(categories!.has(product.category)).toBe(true);
      expect(brands!.has(product.brand)).toBe(true);
      expect(vendors!.has(product.vendor)).toBe(true);
      for (const tag of product.tags) expect(tags!.has(tag)).toBe(true);
    }
  });
});

describe('api/apps/ecommerce/inventory', () => {
  it.each(['categories', 'brands', 'vendors', 'tags'] as const)('GET %s answers the seeded list', async (list) => {
    const { get, store } = createTestApi();
    expect((await get(`api/apps/ecommerce/inventory/${list}`)).body).toEqual(store.inventory[list]);
  });

  it('GET products answers the first page of 10 sorted by name, with its pagination', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(PRODUCTS);
    const byName = store.inventory.products
      .map((product) => product.name.toUpperCase())
      .sort((a, b) => a.localeCompare(b));
    // the default page is 1, used as a zero-based index: the second slice of 10
    expect(body.products.map((product: InventoryProduct) => product.name.toUpperCase())).toEqual(byName.slice(10, 20));
    expect(body.pagination).toEqual({
      length: PRODUCT_COUNT,
      size: 10,
      page: 1,
      lastPage: 3,
      startIndex: 10,
      endIndex: 19,
    });
  });

  it('pages with size and page (page counted from 0 in slicing)', async () => {
    const { body } = await createTestApi().get(`${PRODUCTS}?page=0&size=5`);
    expect(body.products).toHaveLength(5);
    expect(body.pagination).toEqual({
      length: PRODUCT_COUNT,
      size: 5,
      page: 0,
      lastPage: 5,
      startIndex: 0,
      endIndex: 4,
    });
  });

  it('answers null products and only lastPage beyond the last page', async () => {
    expect((await createTestApi().get(`${PRODUCTS}?page=4&size=10`)).body).toEqual({
      products: null,
      pagination: { lastPage: 3 },
    });
  });

  it('answers page = lastPage (past the data when counted from 0) with no products, not null', async () => {
    expect((await createTestApi().get(`${PRODUCTS}?page=3&size=10`)).body).toEqual({
      products: [],
      pagination: {
        length: PRODUCT_COUNT,
        size: 10,
        page: 3,
        lastPage: 3,
        startIndex: 30,
        endIndex: PRODUCT_COUNT - 1,
      },
    });
  });

  it('searches names case-insensitively', async () => {
    const { get, store } = createTestApi();
    const brand = store.inventory.products[0]!.name.split(' ')[0]!;
    const { body } = await get(`${PRODUCTS}?page=0&size=50&search=${brand.toUpperCase()}`);
    const expected = store.inventory.products.filter((product) => product.name.startsWith(brand));
    expect(body.products).toHaveLength(expected.length);
    expect(body.pagination.length).toBe(expected.length);
  });

  it('keeps lastPage at least 1 when nothing matches', async () => {
    const { body } = await createTestApi().get(`${PRODUCTS}?page=0&search=nothing-like-this`);
    expect(body).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
  });

  it.each([
    ['sku', 'asc', (a: InventoryProduct, b: InventoryProduct) => a.sku.localeCompare(b.sku)],
    [
      'name',
      'desc',
      (a: InventoryProduct, b: InventoryProduct) => b.name.toUpperCase().localeCompare(a.name.toUpperCase()),
    ],
    ['active', 'asc', (a: InventoryProduct, b: InventoryProduct) => String(a.active).localeCompare(String(b.active))],
    ['price', 'asc', (a: InventoryProduct, b: InventoryProduct) => Number(a.price) - Number(b.price)],
    ['stock', 'desc', (a: InventoryProduct, b: InventoryProduct) => Number(b.stock) - Number(a.stock)],
  ] as const)('sorts by %s %s', async (sort, order, compare) => {
    const { get, store } = createTestApi();
    const { body } = await get(`${PRODUCTS}?page=0&size=50&sort=${sort}&order=${order}`);
    const keyOf = (product: InventoryProduct) => product[sort];
    expect(body.products.map(keyOf)).toEqual([...store.inventory.products].sort(compare).map(keyOf));
  });

  it('sorts by any other product field as numbers (barcode), as the spec states for keys other than sku, name, active', async () => {
    const { get, store } = createTestApi();
    const [first, second] = store.inventory.products;
    first!.barcode = '900';
    second!.barcode = '1000';
    const { status, body } = await get(`${PRODUCTS}?page=0&size=50&sort=barcode`);
    expect(status).toBe(200);
    const barcodes = body.products.map((product: InventoryProduct) => Number(product.barcode));
    expect(barcodes).toEqual([...barcodes].sort((a, b) => a - b));
    expect(barcodes.slice(0, 2)).toEqual([900, 1000]);
  });

  it('answers 200 for a field whose values are no numbers (weight), in the stored order', async () => {
    const { get, store } = createTestApi();
    const { status, body } = await get(`${PRODUCTS}?page=0&size=50&sort=weight`);
    expect(status).toBe(200);
    expect(body.products.map((product: InventoryProduct) => product.id)).toEqual(
      store.inventory.products.map((product) => product.id),
    );
  });

  it('compares number keys as numbers, not as text', async () => {
    const { get, store } = createTestApi();
    store.inventory.products.forEach((product, index) => (product.stock = [9, 10, 100][index % 3]!));
    const { body } = await get(`${PRODUCTS}?page=0&size=3&sort=stock`);
    expect(body.products.map((product: InventoryProduct) => product.stock)).toEqual([9, 9, 9]);
    const last = await get(`${PRODUCTS}?page=0&size=50&sort=stock`);
    expect(last.body.products.at(-1).stock).toBe(100);
  });

  it.each(['sort=colour', 'order=up', 'page=-1', 'size=0', 'page=two'])('answers 400 to products?%s', async (query) => {
    expect((await createTestApi().get(`${PRODUCTS}?${query}`)).status).toBe(400);
  });

  it('GET product answers the product by id, or null', async () => {
    const { get, store } = createTestApi();
    const product = store.inventory.products[4]!;
    expect((await get(`api/apps/ecommerce/inventory/product?id=${product.id}`)).body).toEqual(product);
    expect((await get('api/apps/ecommerce/inventory/product?id=nope')).body).toBeNull();
  });

  it('POST product puts a blank product at the top', async () => {
    const { post, store } = createTestApi();
    const { body } = await post('api/apps/ecommerce/inventory/product');
    expect(body).toMatchObject({
      name: 'A New Product',
      sku: '',
      stock: '',
      price: '',
      tags: [],
      images: [],
      active: false,
    });
    expect(store.inventory.products[0]!.id).toBe(body.id);
  });

  it('PATCH product merges the changes and prices the product again', async () => {
    const { patch, store } = createTestApi();
    const product = store.inventory.products[0]!;
    const { body } = await patch('api/apps/ecommerce/inventory/product', {
      id: product.id,
      product: { basePrice: 100, taxPercent: 18, active: true },
    });
    expect(body).toMatchObject({
      id: product.id,
      basePrice: 100,
      taxPercent: 18,
      price: 118,
      active: true,
      sku: product.sku,
    });
    expect((await patch('api/apps/ecommerce/inventory/product', { id: 'nope', product: {} })).body).toBeNull();
  });

  it('DELETE product removes it and answers true', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.inventory.products[0]!.id;
    expect((await remove(`api/apps/ecommerce/inventory/product?id=${id}`)).body).toBe(true);
    expect(store.inventory.products.map((product) => product.id)).not.toContain(id);
  });

  it('POST tag adds a tag first with a new id; PATCH renames it', async () => {
    const { post, patch, store } = createTestApi();
    const { body } = await post('api/apps/ecommerce/inventory/tag', { tag: { title: 'gold' } });
    expect(store.inventory.tags[0]).toEqual({ id: body.id, title: 'gold' });
    const renamed = await patch('api/apps/ecommerce/inventory/tag', { id: body.id, tag: { title: 'rose gold' } });
    expect(renamed.body).toEqual({ id: body.id, title: 'rose gold' });
  });

  it('DELETE tag strips it from every product', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.inventory.products[0]!.tags[0]!;
    expect((await remove(`api/apps/ecommerce/inventory/tag?id=${id}`)).body).toBe(true);
    expect(store.inventory.tags.map((tag) => tag.id)).not.toContain(id);
    expect(store.inventory.products.some((product) => product.tags.includes(id))).toBe(false);
  });

  it.each([
    ['PATCH', 'product', { product: {} }],
    ['PATCH', 'product', { id: 'x', product: 'cheap' }],
    ['POST', 'tag', { tag: { title: 3 } }],
    ['PATCH', 'tag', 'not json'],
  ])('%s %s answers 400 to a malformed body', async (method, endpoint, body) => {
    const client = createTestApi();
    const send = method === 'PATCH' ? client.patch : client.post;
    expect((await send(`api/apps/ecommerce/inventory/${endpoint}`, body)).status).toBe(400);
  });
});
