// The holder step's values and its empty form, apart from its schema: the draft and the renewal need
// them from the page's first screen, the schema (with its rules) only comes with the step (ADR 048).
import type { NewPurchaseRequest } from './api/create-purchase-request';

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
