import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import Type from 'typebox';
import { ShownMessage } from './common.js';
import { CalendarDay, HolderDocumentNumber, HolderDocumentType, Plate, VehicleData } from './soat.js';
import { HolderBody } from './solicitudes.js';

// Renewal reminders' links (issue 26, point 4): the purchase they prefill, and the unsubscribe.

const LinkToken = Type.String({ minLength: 1, maxLength: 4096, description: 'El token del enlace del correo.' });

export const LinkTokenBody = Type.Object({ token: LinkToken }, { additionalProperties: false });

/** The holder as a renewal's link shows them to whoever holds it: the name, the rest masked (issue 41). */
export const MaskedRenewalHolder = Type.Object(
  {
    tipoDocumento: Type.Enum([...DOCUMENT_TYPES]),
    numeroDocumento: Type.String({ maxLength: 20, description: 'Enmascarado: 52****56.' }),
    nombres: Type.String({ maxLength: 200 }),
    apellidos: Type.String({ maxLength: 200 }),
    correoElectronico: Type.String({ maxLength: 254, description: 'Enmascarado: a***@correo.com.' }),
    celular: Type.String({ maxLength: 20, description: 'Enmascarado: 300****567.' }),
    direccion: Type.String({ maxLength: 300, description: 'Enmascarada: solo su primera palabra (Calle ***).' }),
  },
  {
    description:
      'El tomador de la póliza que se renueva: su nombre, y su documento, correo, celular y dirección enmascarados. Completos, con POST /renovaciones/tomador y su documento.',
  },
);

export const RenewalResponse = Type.Object(
  {
    placa: Type.String({ maxLength: 12 }),
    vehiculo: VehicleData,
    inicioVigencia: CalendarDay('Primer día de la nueva póliza: el siguiente al fin de la que se renueva'),
    tomador: MaskedRenewalHolder,
  },
  {
    description:
      'Lo que la compra de la renovación trae llenado: la placa, el vehículo, el día en que empieza la nueva póliza y el tomador enmascarado.',
  },
);

export const RenewalHolderBody = Type.Object(
  {
    token: LinkToken,
    placa: Plate,
    tipoDocumento: HolderDocumentType,
    numeroDocumento: HolderDocumentNumber,
  },
  { additionalProperties: false },
);

export const RenewalHolderResponse = Type.Object(
  { tomador: HolderBody },
  { description: 'El tomador de la póliza que se renueva, completo, para llenar la compra de la renovación.' },
);

export const UnsubscribedResponse = Type.Object({
  message: ShownMessage,
  correoElectronico: Type.String({ maxLength: 254, description: 'La dirección dada de baja, enmascarada.' }),
});
