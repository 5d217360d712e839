// The inventory catalogue: watches in three categories, brands, vendors, tags and
// products whose price is the base price plus its tax (taxPercent one of 8, 10, 18, 20, 30).
import { seededFaker } from './seeded-faker';
import { thingPicture } from './pictures';

export interface InventoryCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}

export interface InventoryTag {
  id: string;
  title: string;
}

/** Numeric fields are '' in a new product (the template's blank form). */
type Amount = number | '';

export interface InventoryProduct {
  id: string;
  category: string;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string;
  vendor: string;
  stock: Amount;
  reserved: Amount;
  cost: Amount;
  basePrice: Amount;
  taxPercent: Amount;
  price: Amount;
  weight: string;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

export const PRODUCT_COUNT = 22;
export const TAX_PERCENTS = [8, 10, 18, 20, 30];
const CATEGORIES = ['Mens', 'Ladies', 'Unisex'];
const BRANDS = ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'];
const VENDORS = ['Evel', 'Mivon', 'Neogen'];
const TAGS = ['mens', 'ladies', 'unisex', '44mm', '40mm', '36mm', '32mm', 'steel', 'leather', 'chronograph', 'sport'];

const slugOf = (name: string) => name.toLowerCase();

/** price = basePrice + taxPercent % of it, to the cent. */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (100 + taxPercent)) / 100;
}

export function seedInventory() {
  const faker = seededFaker(21);
  const named = (name: string) => ({ id: faker.string.uuid(), name, slug: slugOf(name) });
  const categories: InventoryCategory[] = CATEGORIES.map((name) => ({ ...named(name), parentId: null }));
  const brands: InventoryBrand[] = BRANDS.map(named);
  const vendors: InventoryBrand[] = VENDORS.map(named);
  const tags: InventoryTag[] = TAGS.map((title) => ({ id: faker.string.uuid(), title }));

  const products: InventoryProduct[] = Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    const basePrice = faker.number.int({ min: 9, max: 50 }) * 5;
    const taxPercent = TAX_PERCENTS[index % TAX_PERCENTS.length]!;
    const brand = faker.helpers.arrayElement(brands);
    return {
      id: faker.string.uuid(),
      category: faker.helpers.arrayElement(categories).id,
      name: `${brand.name} ${faker.commerce.productAdjective()} Watch`,
      description: faker.commerce.productDescription(),
      tags: faker.helpers.arrayElements(tags, { min: 2, max: 4 }).map((tag) => tag.id),
      sku: `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(4)}`,
      barcode: faker.string.numeric(13),
      brand: brand.id,
      vendor: faker.helpers.arrayElement(vendors).id,
      stock: faker.number.int({ min: 0, max: 50 }),
      reserved: faker.number.int({ min: 0, max: 10 }),
      cost: Math.round(basePrice * 0.6 * 100) / 100,
      basePrice,
      taxPercent,
      price: priceOf(basePrice, taxPercent),
      weight: `${faker.number.float({ min: 0.3, max: 1.2, fractionDigits: 2 })} kg`,
      thumbnail: null,
      images: [],
      active: faker.datatype.boolean(),
    };
  });

  // two pictures each, the first featured (drawn from the product's id, no faker draw: the rest stays as it was)
  const pictured = products.map((product): InventoryProduct => {
    const images = [thingPicture(`${product.id}:1`), thingPicture(`${product.id}:2`)];
    return { ...product, thumbnail: images[0]!, images };
  });
  return { categories, brands, vendors, tags, products: pictured };
}
