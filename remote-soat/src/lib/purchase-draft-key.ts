/**
 * Where this tab keeps the purchase draft (sessionStorage), as zustand's `persist` writes it:
 * `{ state: { draft }, version }`. A module of its own: the purchase page's store and the payment page's
 * reader of the holder (purchase-draft-holder.ts) share the key, and nothing else of each other's.
 */
export const DRAFT_STORAGE_KEY = 'soat:comprar-soat';
