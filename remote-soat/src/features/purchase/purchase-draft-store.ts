import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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
 * The draft, kept in this tab's sessionStorage by zustand's `persist` (only the draft: the refusals are
 * the last answer's). Read when the page asks (`restore`), never on import: the page is prerendered,
 * and a render on the server has no storage. Storage blocked or full: the purchase goes on, only a
 * reload would lose it.
 */
export const purchaseDraftStore = createStore<DraftState>()(
  persist(
    (set, get) => ({
      draft: EMPTY_DRAFT,
      restored: false,
      restore: (plateParameter) => {
        void purchaseDraftStore.persist.rehydrate(); // sessionStorage answers at once: done on return
        let { draft } = get();
        const plate = normalizePlate(plateParameter ?? '');
        if (plate && plate !== normalizePlate(draft.vehicle.placa)) {
          draft = { ...EMPTY_DRAFT, holder: draft.holder, vehicle: { ...EMPTY_VEHICLE, placa: plate } };
        }
        set({ draft, restored: true });
      },
      update: (change) => set({ draft: change(get().draft) }),
      refusals: [],
      refuse: (refusals) => set({ refusals }),
      takeRefusals: (fields) => {
        const taken = get().refusals.filter(({ campo }) => fields.includes(campo));
        if (taken.length > 0) set({ refusals: get().refusals.filter((refusal) => !taken.includes(refusal)) });
        return taken;
      },
    }),
    {
      name: DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: (state) => ({ draft: state.draft }),
      // a kept value that is no draft leaves the page as it is
      merge: (kept, current) => ({
        ...current,
        draft: draftFrom((kept as { draft?: unknown } | null)?.draft) ?? current.draft,
      }),
      skipHydration: true,
    },
  ),
);

export function usePurchaseDraft<T>(selector: (state: DraftState) => T): T {
  return useStore(purchaseDraftStore, selector);
}

/** For tests: the state of a page never opened, as a reload finds it (the tab's storage as it was). */
export function resetPurchaseDraftStore(): void {
  const kept = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
  purchaseDraftStore.setState({ draft: EMPTY_DRAFT, restored: false, refusals: [] });
  if (kept === null) window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  else window.sessionStorage.setItem(DRAFT_STORAGE_KEY, kept);
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
