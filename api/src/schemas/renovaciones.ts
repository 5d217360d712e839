import Type from 'typebox';
import { CalendarDay, VehicleData } from './soat.js';
import { HolderBody } from './solicitudes.js';

// Renewal reminders' links (issue 26, point 4): the purchase they prefill, and the unsubscribe.

export const LinkTokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096, description: 'El token del enlace del correo.' }) },
  { additionalProperties: false },
);

export const RenewalResponse = Type.Object(
  {
    placa: Type.String(),
    vehiculo: VehicleData,
    inicioVigencia: CalendarDay('Primer día de la nueva póliza: el siguiente al fin de la que se renueva'),
    tomador: HolderBody,
  },
  { description: 'Lo que la compra de la renovación trae llenado: la placa, el vehículo y el tomador.' },
);

export const UnsubscribedResponse = Type.Object({
  message: Type.String(),
  correoElectronico: Type.String({ description: 'La dirección dada de baja, enmascarada.' }),
});
