import Type from 'typebox';
import { PaymentMethod } from './solicitudes.js';

// The back office's read-only queues (issue 44, point 5): emails no more attempts will send, and payments
// still pending an hour after they started. Each answers its total and at most 200 items, oldest first.

const Total = Type.Integer({
  format: 'int64',
  minimum: 0,
  maximum: 1_000_000_000,
  description: 'Cuántos hay en la cola (la lista trae los 200 más antiguos a lo sumo).',
});
const Instant = Type.String({ format: 'date-time', maxLength: 40 });

export const FailedEmailItem = Type.Object({
  idCorreo: Type.String({ format: 'uuid', maxLength: 36 }),
  tipo: Type.String({ maxLength: 40, description: 'Qué correo era: poliza, reembolso, restablecer-clave…' }),
  destinatario: Type.Union([
    Type.String({ maxLength: 260, description: 'El correo del destinatario, enmascarado (a***@example.com).' }),
    Type.Null(),
  ]),
  intentos: Type.Integer({ format: 'int32', minimum: 0, maximum: 1_000_000 }),
  ultimoError: Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()]),
  creadoEn: Instant,
  abandonadoEn: Instant,
});

export const FailedEmailList = Type.Object(
  { total: Total, correos: Type.Array(FailedEmailItem, { maxItems: 200 }) },
  { description: 'Correos abandonados tras su último intento, del más antiguo al más reciente.' },
);

export const StalePaymentItem = Type.Object({
  idPago: Type.String({ format: 'uuid', maxLength: 36 }),
  referenciaPago: Type.String({ maxLength: 200 }),
  metodo: PaymentMethod,
  valor: Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'Valor en pesos.' }),
  estadoPasarela: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
  idSolicitudSoat: Type.String({ format: 'uuid', maxLength: 36 }),
  placa: Type.String({ maxLength: 12 }),
  creadoEn: Instant,
  consultadoEn: Type.Union([Instant, Type.Null()]),
});

export const StalePaymentList = Type.Object(
  { total: Total, pagos: Type.Array(StalePaymentItem, { maxItems: 200 }) },
  { description: 'Pagos pendientes desde hace más de una hora, del más antiguo al más reciente.' },
);
