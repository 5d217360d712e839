import type { Quote } from './api/quote';
import { EMPTY_HOLDER, type HolderFormValues } from './holder-schema';
import { EMPTY_VEHICLE, type VehicleFormValues } from './vehicle-schema';

/**
 * Everything the customer has typed and the server has answered so far. Kept
 * in sessionStorage (this tab only, gone when it closes) so a reload or the
 * back button in the middle of the purchase loses nothing.
 */
export interface PurchaseDraft {
  vehicle: VehicleFormValues;
  /** The server's price for the vehicle as typed; dropped when the vehicle changes. */
  quote: Quote | null;
  holder: HolderFormValues;
  /** The purchase request made from this draft; dropped when anything changes. */
  requestId: string | null;
}

export const EMPTY_DRAFT: PurchaseDraft = {
  vehicle: EMPTY_VEHICLE,
  quote: null,
  holder: EMPTY_HOLDER,
  requestId: null,
};

const STORAGE_KEY = 'soat:comprar-soat';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The draft this tab kept, or null (nothing kept, storage blocked, or something that is no draft). */
export function readDraft(): PurchaseDraft | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isObject(stored) || !isObject(stored.vehicle) || !isObject(stored.holder)) return null;
    const vehicle = stored.vehicle as Partial<VehicleFormValues>;
    const holder = stored.holder as Partial<HolderFormValues>;
    return {
      vehicle: {
        placa: typeof vehicle.placa === 'string' ? vehicle.placa : '',
        vehiculo: { ...EMPTY_VEHICLE.vehiculo, ...(isObject(vehicle.vehiculo) ? vehicle.vehiculo : {}) },
      },
      quote: isObject(stored.quote) ? (stored.quote as unknown as Quote) : null,
      holder: {
        tomador: { ...EMPTY_HOLDER.tomador, ...(isObject(holder.tomador) ? holder.tomador : {}) },
        aceptaTerminos: holder.aceptaTerminos === true,
      },
      requestId: typeof stored.requestId === 'string' ? stored.requestId : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(draft: PurchaseDraft): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the purchase goes on, only a reload would lose it
  }
}
