import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { normalizePlate } from '@soat/shared/rules/plate';
import { DRAFT_STORAGE_KEY, EMPTY_DRAFT, draftFrom, type PurchaseDraft } from './purchase-draft';
import { EMPTY_VEHICLE } from './vehicle-schema';

interface DraftState {
  draft: PurchaseDraft;
  /** Whether the draft kept in sessionStorage has been read (never during a render: the page is prerendered). */
  restored: boolean;
  /**
   * Reads the kept draft. A plate sent by the home page's box (`?placa=`) that
   * differs from the kept one starts a new vehicle and keeps the holder.
   */
  restore: (plateParameter: string | null) => void;
  /** Changes the draft and keeps it. */
  update: (change: (current: PurchaseDraft) => PurchaseDraft) => void;
  /** The API's field messages on the purchase request, for the step that holds each field (not kept). */
  refusals: FieldRefusal[];
  refuse: (refusals: FieldRefusal[]) => void;
  /** The refusals of these fields, taken out: a step shows them once, on its fields. */
  takeRefusals: (fields: readonly string[]) => FieldRefusal[];
}

export interface FieldRefusal {
  campo: string;
  mensaje: string;
}

/**
 * The draft this tab kept, as zustand's `persist` wrote it (`{ state: { draft }, version }`, the key's module
 * says why), or none: nothing kept, storage blocked, or a kept value that is no draft.
 */
function keptDraft(): PurchaseDraft | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as {
      state?: { draft?: unknown };
    } | null;
    return draftFrom(kept?.state?.draft);
  } catch {
    return null;
  }
}

/** Keeps the draft in this tab; storage blocked or full: the purchase goes on, only a reload would lose it. */
function keepDraft(draft: PurchaseDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ state: { draft }, version: 0 }));
  } catch {
    // nothing kept: the page goes on with the draft in memory
  }
}

/**
 * The draft, kept in this tab's sessionStorage on each change (only the draft: the refusals are the last
 * answer's). Read when the page asks (`restore`), never on import: the page is prerendered, and a render on
 * the server has no storage. Written here rather than with zustand's `persist` middleware, which the
 * purchase page's first screen fetched for this alone (1 KB gzip; docs/decisions/048-lighter-pages.md),
 * in the same format, which the payment page reads too (lib/purchase-draft-holder.ts).
 */
export const purchaseDraftStore = createStore<DraftState>()((set, get) => ({
  draft: EMPTY_DRAFT,
  restored: false,
  restore: (plateParameter) => {
    let draft = keptDraft() ?? get().draft;
    const plate = normalizePlate(plateParameter ?? '');
    if (plate && plate !== normalizePlate(draft.vehicle.placa)) {
      draft = { ...EMPTY_DRAFT, holder: draft.holder, vehicle: { ...EMPTY_VEHICLE, placa: plate } };
    }
    set({ draft, restored: true });
    keepDraft(draft);
  },
  update: (change) => {
    const draft = change(get().draft);
    set({ draft });
    keepDraft(draft);
  },
  refusals: [],
  refuse: (refusals) => set({ refusals }),
  takeRefusals: (fields) => {
    const taken = get().refusals.filter(({ campo }) => fields.includes(campo));
    if (taken.length > 0) set({ refusals: get().refusals.filter((refusal) => !taken.includes(refusal)) });
    return taken;
  },
}));

export function usePurchaseDraft<T>(selector: (state: DraftState) => T): T {
  return useStore(purchaseDraftStore, selector);
}

/** For tests: the state of a page never opened, as a reload finds it (the tab's storage as it was). */
export function resetPurchaseDraftStore(): void {
  purchaseDraftStore.setState({ draft: EMPTY_DRAFT, restored: false, refusals: [] });
}

/**
 * Puts the refusals of the purchase request that belong to a step's fields on
 * those fields when the step opens, focusing the first.
 */
export function useStepRefusals<T extends FieldValues>(fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  useEffect(() => {
    const refusals = purchaseDraftStore.getState().takeRefusals(fields);
    refusals.forEach(({ campo, mensaje }, index) =>
      setError(campo as Path<T>, { type: 'server', message: mensaje }, { shouldFocus: index === 0 }),
    );
  }, [fields, setError]);
}
