import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import Type from 'typebox';
import { ShownMessage } from './common.js';
import { MobileNumber, PaymentMethod, PaymentState } from './solicitudes.js';

// A purchase request's payments (ADR 010): the attempt, PSE's banks and the gateway's events.

// A header's name in lower case, as Node hands it over: the validator compiler is the app's own (app.ts), so
// Fastify no longer lower-cases the names of a headers schema, and a capitalised one would never match.
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'UUID que identifica este intento de pago (obligatorio): repetirlo responde el mismo pago.',
    }),
  ),
});

export const PaymentBody = Type.Object(
  {
    metodo: PaymentMethod,
    pse: Type.Optional(
      Type.Object(
        {
          codigoBanco: Type.String({
            minLength: 1,
            maxLength: 20,
            description: 'Código del banco (GET /pagos/bancos-pse).',
          }),
          tipoPersona: Type.Enum(['natural', 'juridica'], { description: 'Persona natural o jurídica.' }),
        },
        { additionalProperties: false, description: 'Obligatorio con PSE.' },
      ),
    ),
    nequi: Type.Optional(
      Type.Object(
        { celular: MobileNumber },
        { additionalProperties: false, description: 'Obligatorio con NEQUI: el celular de la cuenta Nequi.' },
      ),
    ),
    daviplata: Type.Optional(
      Type.Object(
        {
          tipoDocumento: Type.Enum([...DOCUMENT_TYPES], { description: 'Tipo de documento del titular de DaviPlata.' }),
          numeroDocumento: Type.String({ minLength: 1, maxLength: 20, description: 'Su número de documento.' }),
        },
        {
          additionalProperties: false,
          description: 'Obligatorio con DAVIPLATA: el documento de la cuenta DaviPlata (el código llega a su celular).',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const PaymentCreated = Type.Object(
  {
    idPago: Type.String({ format: 'uuid', maxLength: 36 }),
    estado: PaymentState,
    urlPasarela: Type.Union([Type.String({ maxLength: 5000 }), Type.Null()], {
      description:
        'Página de pago de la pasarela a la que se lleva a la persona (tarjeta, PSE, Botón Bancolombia, DaviPlata); null para NEQUI (se aprueba en la app) y EFECTIVO (se paga en un corresponsal con la referencia de GET /solicitudes/{id}).',
    }),
  },
  { description: 'Intento de pago creado (o el mismo, si se repite la Idempotency-Key).' },
);

export const BanksResponse = Type.Object(
  {
    bancos: Type.Array(
      Type.Object({ codigo: Type.String({ maxLength: 100 }), nombre: Type.String({ maxLength: 500 }) }),
      {
        maxItems: 1000,
      },
    ),
  },
  { description: 'Bancos disponibles para pagar con PSE.' },
);

/** A Wompi event as the gateway sends it; checked by its checksum, not by this schema. */
export const PaymentEventBody = Type.Object(
  {
    event: Type.String({ maxLength: 100 }),
    data: Type.Object({ transaction: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: true }),
    signature: Type.Object(
      {
        properties: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
        checksum: Type.String({ maxLength: 128 }),
      },
      { additionalProperties: true },
    ),
    timestamp: Type.Integer({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    environment: Type.Optional(Type.String({ maxLength: 100 })),
    sent_at: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: true, description: 'Evento transaction.updated de la pasarela (formato Wompi).' },
);

export const PaymentEventAck = Type.Object({ message: ShownMessage }, { description: 'Evento recibido.' });
