import type { Quote } from './api/quote';
import type { Renewal } from './api/renewal';
import { EMPTY_HOLDER, type HolderFormValues } from './holder-values';
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
  /** What the RUNT answered for the plate and its owner (ADR 031), sent back with the quote and the purchase. */
  runt: RuntReading | null;
  /** The renewal reminder's link this purchase was opened from, if any: what it showed, and whether the holder was confirmed. */
  renewal: RenewalLink | null;
}

/**
 * A renewal reminder's link as the page keeps it: its token (to ask for the whole holder once their document
 * is typed), what it answered (the holder masked, issue 41), and whether the document was confirmed (the
 * holder step then holds the whole holder).
 */
export interface RenewalLink {
  token: string;
  renewal: Renewal;
  verified: boolean;
}

export interface RuntReading {
  placa: string;
  /** The API's signed reading (`lecturaRunt`). */
  lectura: string;
  marca: string;
  linea: string;
}

export const EMPTY_DRAFT: PurchaseDraft = {
  vehicle: EMPTY_VEHICLE,
  quote: null,
  holder: EMPTY_HOLDER,
  requestId: null,
  runt: null,
  renewal: null,
};

// where this tab keeps the draft; the payment page reads its holder from there (src/lib)
export { DRAFT_STORAGE_KEY } from '../../lib/purchase-draft-key';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The draft a kept value holds, or null when it is no draft (kept by another version, or edited by
 * hand): every field the form reads is there and of its type, whatever was stored.
 */
export function draftFrom(stored: unknown): PurchaseDraft | null {
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
    runt: runtReadingFrom(stored.runt),
    renewal: renewalLinkFrom(stored.renewal),
  };
}

const areStrings = (value: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((key) => typeof value[key] === 'string');

function renewalLinkFrom(stored: unknown): RenewalLink | null {
  if (!isObject(stored) || typeof stored.token !== 'string' || typeof stored.verified !== 'boolean') return null;
  const { renewal } = stored;
  if (!isObject(renewal) || !areStrings(renewal, ['placa', 'inicioVigencia'])) return null;
  if (!isObject(renewal.vehiculo) || !isObject(renewal.tomador)) return null;
  const holderFields = ['tipoDocumento', 'numeroDocumento', 'nombres', 'apellidos', 'correoElectronico', 'celular'];
  if (!areStrings(renewal.tomador, [...holderFields, 'direccion'])) return null;
  return { token: stored.token, renewal: renewal as unknown as Renewal, verified: stored.verified };
}

function runtReadingFrom(stored: unknown): RuntReading | null {
  if (!isObject(stored)) return null;
  const { placa, lectura, marca, linea } = stored;
  return typeof placa === 'string' &&
    typeof lectura === 'string' &&
    typeof marca === 'string' &&
    typeof linea === 'string'
    ? { placa, lectura, marca, linea }
    : null;
}

/** The signed RUNT reading to send with a quote or a purchase of this plate, if the draft has one for it. */
export function runtReadingFor(draft: PurchaseDraft, plate: string): { lecturaRunt: string } | undefined {
  return draft.runt && draft.runt.placa === plate ? { lecturaRunt: draft.runt.lectura } : undefined;
}
