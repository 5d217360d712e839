import type { InventoryProduct } from './api/inventory-api';

/** The product form's values as the person types them (numbers stay text until the form is saved). */
export interface ProductFormValues {
  name: string;
  sku: string;
  barcode: string;
  description: string;
  /** ids of the catalogue's lists; '' for none (a new product's) */
  category: string;
  brand: string;
  vendor: string;
  basePrice: string;
  taxPercent: string;
  stock: string;
  reserved: string;
  cost: string;
  /** in kilos, without the unit the mock stores after it ('0.92 kg' → '0.92') */
  weight: string;
  active: boolean;
  tags: string[];
  images: string[];
  /** the featured image, the one the list shows; null for none */
  thumbnail: string | null;
}

const WEIGHT_UNIT = ' kg';

/** A stored amount as a field shows it ('' stays empty). */
const textOf = (amount: number | '') => String(amount);

/** A field's text as the mock stores an amount: a number, or '' when left empty. */
const amountOf = (text: string): number | '' => (text.trim() === '' ? '' : Number(text));

/** '0,85' or '0.85' → 0.85 (a Spanish decimal comma is typed as often as a point). */
const kilosOf = (text: string) => Number(text.trim().replace(',', '.'));

export function formValuesOf(product: InventoryProduct): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    description: product.description,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    basePrice: textOf(product.basePrice),
    taxPercent: textOf(product.taxPercent),
    stock: textOf(product.stock),
    reserved: textOf(product.reserved),
    cost: textOf(product.cost),
    weight: product.weight.replace(/\s*kg$/i, ''),
    active: product.active,
    tags: product.tags,
    images: product.images,
    thumbnail: product.thumbnail,
  };
}

/** The valid form's values as the product's fields (the mock computes the price from them). */
export function changesOf(values: ProductFormValues): Partial<InventoryProduct> {
  return {
    ...values,
    name: values.name.trim(),
    barcode: values.barcode.trim(),
    basePrice: Number(values.basePrice),
    taxPercent: Number(values.taxPercent),
    stock: Number(values.stock),
    reserved: amountOf(values.reserved),
    cost: amountOf(values.cost),
    weight: values.weight.trim() === '' ? '' : `${kilosOf(values.weight)}${WEIGHT_UNIT}`,
  };
}
