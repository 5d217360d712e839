import type { NewPurchaseRequest } from './api/create-purchase-request';

// The holder's values without their schema (./holder-schema.ts, which the holder step alone needs): the
// draft starts from them on the page's first screen (docs/decisions/048-lighter-pages.md).

/**
 * The policyholder as the form holds it (the API's `tomador`, from the generated contract), and the
 * acceptance of the terms (unticked until the customer ticks it; the API takes only `true`).
 */
export interface HolderFormValues {
  tomador: NewPurchaseRequest['tomador'];
  aceptaTerminos: boolean;
}

export const EMPTY_HOLDER: HolderFormValues = {
  tomador: {
    tipoDocumento: 'CC',
    numeroDocumento: '',
    nombres: '',
    apellidos: '',
    correoElectronico: '',
    celular: '',
    direccion: '',
    ciudad: '',
  },
  aceptaTerminos: false,
};
