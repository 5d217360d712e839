import { checkDocumentNumber, type DocumentType } from '@soat/shared/rules/identity-document';
import type { HolderDocument } from './owner-document-fields';
import { purchaseDraftStore } from './purchase-draft-store';

/**
 * A holder's document, as a quote sends it, when it is valid. The API counts a plate's policy in force
 * only for its holder's document or the account that bought it (ADR 010): a quote that brings the
 * holder's document starts the renewal the day after that policy ends.
 */
export function validHolderDocument(holder: {
  tipoDocumento: DocumentType;
  numeroDocumento: string;
}): HolderDocument | undefined {
  if (holder.numeroDocumento.trim() === '') return undefined;
  const check = checkDocumentNumber(holder.tipoDocumento, holder.numeroDocumento);
  return check.ok ? { tipoDocumento: holder.tipoDocumento, numeroDocumento: check.value } : undefined;
}

/** The holder's document this purchase's draft holds (typed in the holder step, or found by the lookup). */
export function draftHolderDocument(): HolderDocument | undefined {
  return validHolderDocument(purchaseDraftStore.getState().draft.holder.tomador);
}
