import Type from 'typebox';
import { ShownMessage } from './common.js';
import { HolderDocumentNumber, HolderDocumentType, Plate } from './soat.js';

// Claims of purchases made without an account (issue 26, point 5).

export const ClaimBody = Type.Object(
  { placa: Plate, tipoDocumento: HolderDocumentType, numeroDocumento: HolderDocumentNumber },
  { additionalProperties: false, description: 'La placa y el documento del tomador de las compras hechas sin cuenta.' },
);

export const ClaimRequested = Type.Object(
  { message: ShownMessage },
  { description: 'La misma respuesta haya o no compras: el enlace va al correo del tomador, si las hay.' },
);

export const ClaimConfirmBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200, description: 'El token del enlace del correo.' }) },
  { additionalProperties: false },
);

export const ClaimConfirmed = Type.Object({
  message: ShownMessage,
  polizasAgregadas: Type.Integer({
    format: 'int32',
    minimum: 0,
    maximum: 1_000_000,
    description: 'Pólizas que ahora están en esta cuenta.',
  }),
});
