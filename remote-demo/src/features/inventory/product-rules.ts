// The product form's rules. Each answers true, or the key (under `inventory.`) of the message
// that says what to type instead; the field keeps what was typed.
import type { ProductFormValues } from './product-form-values';

type Rule = (value: string, values: ProductFormValues) => true | string;

const isAmount = (text: string) => text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0;
const isEmpty = (text: string) => text.trim() === '';

export const PRODUCT_RULES = {
  name: (value) => !isEmpty(value) || 'nameRequired',
  /** base price, tax and stock: the price is computed from them */
  amount: (value) => isAmount(value) || 'amountRequired',
  cost: (value) => isEmpty(value) || isAmount(value) || 'amountInvalid',
  reserved: (value, { stock }) => {
    if (isEmpty(value)) return true;
    if (!isAmount(value) || !Number.isInteger(Number(value))) return 'reservedInvalid';
    return !isAmount(stock) || Number(value) <= Number(stock) || 'reservedOverStock';
  },
  weight: (value) => isEmpty(value) || /^\s*\d+([.,]\d+)?\s*$/.test(value) || 'weightInvalid',
  // an EAN-8, UPC-A, EAN-13 or GTIN-14 (the seed's are EAN-13)
  barcode: (value) => isEmpty(value) || /^\s*\d{8,14}\s*$/.test(value) || 'barcodeInvalid',
} satisfies Record<string, Rule>;
