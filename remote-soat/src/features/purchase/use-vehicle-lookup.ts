import { useCallback, useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useSession } from '@soat/shared/session';
import { getKnownVehicle } from './api/get-known-vehicle';
import { requestQuote, type Quote } from './api/quote';
import { lookUpRuntVehicle } from './api/runt-vehicle';
import { preloadRuntPrice } from './lazy-steps';
import type { HolderDocument } from './owner-document-fields';
import { runtReadingFor } from './purchase-draft';
import { purchaseDraftStore } from './purchase-draft-store';
import { checkVehicleForm, vehicleFormValues, type VehicleFormValues } from './vehicle-schema';

/** How long the plate must stay unchanged before the portal is asked about it. */
const LOOKUP_DELAY_MS = 300;

/** A lookup of one plate for one caller (`key`): a lookup of another key is no answer for this one. */
export type Lookup =
  | { state: 'idle' }
  | { state: 'looking'; key: string }
  | {
      state: 'done';
      key: string;
      /** Who filled the vehicle: the RUNT, the owner's earlier purchase here, or nobody. */
      source: 'runt' | 'portal' | null;
      /** The RUNT's vehicle, as the customer checks it against the registration card. */
      runtVehicle: string | null;
      /** What the RUNT said when it did not give the vehicle (not known, not answering). */
      runtMessage: string | null;
      inForceUntil: string | null;
    };

/** The price of the RUNT's vehicle for one lookup (`key`), asked for as soon as the RUNT gave the vehicle. */
type RuntQuote = { key: string; quote: Quote | null };

/**
 * The document that brought the vehicle back is most likely the holder's: it fills the holder step's, if
 * still empty, with the owner's names when the RUNT gave them.
 */
function fillHolder(document: HolderDocument, names?: { nombres: string; apellidos: string } | null) {
  const { update } = purchaseDraftStore.getState();
  update((draft) =>
    draft.holder.tomador.numeroDocumento === ''
      ? {
          ...draft,
          holder: {
            ...draft.holder,
            tomador: {
              ...draft.holder.tomador,
              ...document,
              ...(names && draft.holder.tomador.nombres === '' ? names : {}),
            },
          },
        }
      : draft,
  );
}

interface LookupOptions {
  /** The plate typed, once it is a valid one. */
  plate: string | null;
  /** The owner's document the customer gave, if any. */
  holderDocument: HolderDocument | null;
  getValues: UseFormGetValues<VehicleFormValues>;
  setValue: UseFormSetValue<VehicleFormValues>;
}

/**
 * The vehicle step's lookup of the plate: the RUNT's vehicle with the owner's document (ADR 031), priced at
 * once (ADR 034), or the owner's (or the account's) last purchase here. `lookupKey` names the plate and
 * document it is for; `shown` is its state for them, `runtQuote` the RUNT vehicle's price for them (its
 * quote still `null` while asked for), and `dropRuntQuote` forgets that price (the vehicle was edited).
 */
export function useVehicleLookup({ plate, holderDocument, getValues, setValue }: LookupOptions) {
  // The portal tells a plate's vehicle and cover only to the account that bought it or with the
  // holder's document (ADR 010): without a session, the customer gives the document to have it filled.
  const signedIn = useSession((state) => state.status === 'authenticated');
  const documentType = holderDocument?.tipoDocumento;
  const documentNumber = holderDocument?.numeroDocumento;
  const lookupKey = plate && (signedIn || documentNumber) ? [plate, documentType, documentNumber].join('|') : null;
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // The RUNT's vehicle needs nothing typed, so its price comes at once and is confirmed on this screen
  // with the vehicle: the customer goes on to the holder (ADR 034). Editing the vehicle drops it.
  const [runtQuote, setRuntQuote] = useState<RuntQuote | null>(null);

  // With the owner's document the RUNT gives the vehicle (ADR 031); when it does not know it or does not
  // answer, the owner's (or the account's) last purchase here does. Either fills a vehicle not yet
  // described, once the customer stops typing a valid plate (and document).
  useEffect(() => {
    if (!plate || !lookupKey) return;
    const document: HolderDocument | undefined =
      documentType && documentNumber ? { tipoDocumento: documentType, numeroDocumento: documentNumber } : undefined;
    let current = true;
    /** Fills a vehicle not yet described; answers whether the form now holds this one (one typed before stays). */
    const fill = (vehicle: Parameters<typeof vehicleFormValues>[1]): boolean => {
      const { vehiculo } = vehicleFormValues(plate, vehicle);
      const fields = Object.entries(vehiculo) as [keyof typeof vehiculo, string][];
      if (getValues('vehiculo.clase') === '') {
        for (const [field, text] of fields) setValue(`vehiculo.${field}`, text, { shouldDirty: true });
      }
      const form = getValues('vehiculo');
      return fields.every(([field, text]) => form[field] === text);
    };
    const timer = setTimeout(async () => {
      setLookup({ state: 'looking', key: lookupKey });
      // the RUNT's price is shown on this step once the RUNT and the quote answered: its code, asked for now
      if (document) preloadRuntPrice().catch(() => {});
      try {
        const runt = document ? await lookUpRuntVehicle({ placa: plate, ...document }) : null;
        if (!current) return;
        if (document && runt?.vehiculo && runt.lecturaRunt) {
          const holdsRuntVehicle = fill(runt.vehiculo);
          const reading = runt.lecturaRunt;
          const brand = runt.marca ?? '';
          const line = runt.linea ?? '';
          purchaseDraftStore.getState().update((draft) => ({
            ...draft,
            runt: { placa: plate, lectura: reading, marca: brand, linea: line },
          }));
          fillHolder(document, runt.propietario);
          setRuntQuote({ key: lookupKey, quote: null });
          setLookup({
            state: 'done',
            key: lookupKey,
            source: 'runt',
            runtVehicle: [brand, line, runt.vehiculo.modelo].filter(Boolean).join(' '),
            runtMessage: null,
            inForceUntil: runt.polizaVigenteHasta,
          });
          // priced only when the form holds the RUNT's vehicle (one typed before is priced by "Cotizar")
          const vehicle = checkVehicleForm(getValues());
          if (!holdsRuntVehicle || !vehicle.ok) {
            setRuntQuote(null);
            return;
          }
          const quote = await requestQuote({
            ...vehicle.values,
            ...document,
            ...runtReadingFor(purchaseDraftStore.getState().draft, plate),
          }).catch(() => null);
          // without a price here (the HTTP client's alert says why), "Cotizar" asks for it as before
          if (current) setRuntQuote(quote ? { key: lookupKey, quote } : null);
          return;
        }
        const known = await getKnownVehicle({ placa: plate, ...document });
        if (!current) return;
        if (known.vehiculo) fill(known.vehiculo);
        if (known.vehiculo && document) fillHolder(document);
        setLookup({
          state: 'done',
          key: lookupKey,
          source: known.vehiculo ? 'portal' : null,
          runtVehicle: null,
          runtMessage: runt?.mensaje ?? null,
          inForceUntil: known.polizaVigenteHasta,
        });
      } catch {
        // the HTTP client's alert says what failed; the customer types the data
        if (current) setLookup({ state: 'idle' });
      }
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [plate, lookupKey, documentType, documentNumber, getValues, setValue]);

  const dropRuntQuote = useCallback(() => setRuntQuote(null), []);
  return {
    lookupKey,
    shown: lookup.state !== 'idle' && lookup.key === lookupKey ? lookup : null,
    runtQuote: runtQuote !== null && runtQuote.key === lookupKey ? runtQuote : null,
    dropRuntQuote,
  };
}
