import { EMAIL_MAX_LENGTH } from '@soat/shared/rules/contact';
import Type, { type Static } from 'typebox';
import { Email } from './common.js';

// The operators' Find and a purchase's timeline (issue 44, points 3 and 4): the holder masked unless an
// operator gives a reason to see it, which the audit trail keeps.

const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const Id = Type.String({ format: 'uuid', maxLength: 36 });

export const PurchaseSearchQuery = Type.Object({
  q: Type.String({
    minLength: 3,
    maxLength: EMAIL_MAX_LENGTH,
    pattern: '^[^\\u0000-\\u001f\\u007f]*$',
    description:
      'Qué buscar: una placa, un número de documento, un número de póliza, el identificador de la solicitud o un correo.',
  }),
});

export const PurchaseParams = Type.Object({
  idSolicitudSoat: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) de la solicitud.' }),
});

const Reason = Type.String({
  minLength: 10,
  maxLength: 500,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
  description: 'Por qué (de 10 a 500 caracteres): queda en la auditoría.',
});

export const FullDataBody = Type.Object({ motivo: Reason }, { additionalProperties: false });

export const CorrectEmailBody = Type.Object(
  { correoElectronico: Email, motivo: Reason },
  { additionalProperties: false },
);

export const MaskedHolder = Type.Object({
  tipoDocumento: Type.String({ maxLength: 10 }),
  numeroDocumento: Type.String({ maxLength: 40, description: 'Enmascarado.' }),
  nombres: Type.String({ maxLength: 200 }),
  apellidos: Type.String({ maxLength: 200 }),
  correoElectronico: Type.String({ maxLength: EMAIL_MAX_LENGTH, description: 'Enmascarado.' }),
  celular: Type.String({ maxLength: 40, description: 'Enmascarado.' }),
});

export const FoundPurchase = Type.Object({
  idSolicitudSoat: Id,
  estado: Type.String({ maxLength: 40 }),
  placa: Type.String({ maxLength: 12 }),
  creadaEn: Instant,
  inicioVigencia: Type.String({ format: 'date', maxLength: 10 }),
  finVigencia: Type.String({ format: 'date', maxLength: 10 }),
  total: Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000, description: 'Pesos.' }),
  tomador: MaskedHolder,
  poliza: Type.Union([Type.Object({ numero: Type.String({ maxLength: 40 }), expedidaEn: Instant }), Type.Null()]),
});
export type FoundPurchaseResponse = Static<typeof FoundPurchase>;

export const PurchaseSearchResult = Type.Object(
  { compras: Type.Array(FoundPurchase, { maxItems: 50 }) },
  { description: 'Las compras encontradas (a lo sumo 50), de la más reciente a la más antigua, enmascaradas.' },
);

export const FullHolderData = Type.Object({
  idSolicitudSoat: Id,
  tomador: Type.Object({
    tipoDocumento: Type.String({ maxLength: 10 }),
    numeroDocumento: Type.String({ maxLength: 40 }),
    nombres: Type.String({ maxLength: 200 }),
    apellidos: Type.String({ maxLength: 200 }),
    correoElectronico: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    celular: Type.String({ maxLength: 40 }),
    direccion: Type.String({ maxLength: 500 }),
    ciudad: Type.String({ maxLength: 200 }),
  }),
});

export const TimelineActor = Type.Enum(['cliente', 'pasarela', 'sistema', 'operador'], {
  description: 'Quién: el cliente, la pasarela de pagos, un trabajo del sistema o un operador.',
});

export const TimelineEvent = Type.Object({
  tipo: Type.String({ maxLength: 60, description: 'Qué pasó (solicitud.creada, pago.evento, poliza.expedida…).' }),
  en: Instant,
  actor: TimelineActor,
  operador: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], {
    description: 'El correo del operador, si lo hizo un operador.',
  }),
  descripcion: Type.String({ maxLength: 2000, description: 'Qué pasó, en español (datos personales enmascarados).' }),
  referencia: Type.Union([Type.String({ format: 'uuid', maxLength: 36 }), Type.Null()], {
    description:
      'El identificador del reporte al RUNT (idReporte) o del documento electrónico (idDocumento) del evento, para reintentarlo con sus rutas; null en los demás.',
  }),
});
export type TimelineEventResponse = Static<typeof TimelineEvent>;

export const PurchaseTimeline = Type.Object({
  compra: FoundPurchase,
  eventos: Type.Array(TimelineEvent, { maxItems: 5000 }),
});

export const ResentCertificate = Type.Object({
  message: Type.String({ maxLength: 1000, description: 'Mensaje para mostrar a la persona.' }),
});

export const CorrectedEmail = Type.Object({
  idSolicitudSoat: Id,
  correoElectronico: Type.String({ maxLength: EMAIL_MAX_LENGTH, description: 'El nuevo correo, enmascarado.' }),
});
