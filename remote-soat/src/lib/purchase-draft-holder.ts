import { DRAFT_STORAGE_KEY } from './purchase-draft-key';

/** What the payment page may fill in for the holder: their mobile and their identity document, as they typed them. */
export interface DraftHolder {
  celular: string;
  tipoDocumento: string;
  numeroDocumento: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The holder this tab typed for the purchase request `purchaseRequestId`, read straight from the purchase
 * draft in sessionStorage (the API answers them masked): the payment page prefills Nequi's mobile and
 * DaviPlata's document with them without loading the purchase page's store. Null when this tab's draft is
 * of another request, or there is none (another tab or device, a reload after the tab closed, storage blocked).
 */
export function draftHolderFor(purchaseRequestId: string): DraftHolder | null {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    const draft = isObject(kept) && isObject(kept.state) ? kept.state.draft : null;
    if (!isObject(draft) || draft.requestId !== purchaseRequestId) return null;
    const holder = isObject(draft.holder) && isObject(draft.holder.tomador) ? draft.holder.tomador : null;
    if (!holder) return null;
    return {
      celular: text(holder.celular),
      tipoDocumento: text(holder.tipoDocumento),
      numeroDocumento: text(holder.numeroDocumento),
    };
  } catch {
    return null;
  }
}
