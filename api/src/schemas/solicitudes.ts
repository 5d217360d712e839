import { ADDRESS_LENGTH, CITY_LENGTH } from '@soat/shared/rules/address';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { FULL_NAME_MAX_LENGTH } from '@soat/shared/rules/person-name';
import Type, { type Static } from 'typebox';
import { refundReasons } from '../db/schema.js';
import { Email } from './common.js';
import { CalendarDay, Plate, Policy, Quote, RuntReadingToken, VehicleData } from './soat.js';

// A purchase request and its payments (ADR 010). The price is never read from the body:
// the server prices the vehicle again with the shared rules and the official table.

const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description });

export const HolderBody = Type.Object(
  {
    tipoDocumento: Type.Enum([...DOCUMENT_TYPES], {
      description: 'CC cédula de ciudadanía, CE cédula de extranjería, NIT, PA pasaporte, TI tarjeta de identidad.',
    }),
    numeroDocumento: Type.String({
      minLength: 1,
      maxLength: 20,
      description: 'CC y CE: 6 a 10 dígitos; TI: 10 u 11; PA: 6 a 12 letras o números; NIT con dígito de verificación.',
    }),
    nombres: Text(FULL_NAME_MAX_LENGTH, 'Nombres del tomador.'),
    apellidos: Text(FULL_NAME_MAX_LENGTH, 'Apellidos del tomador.'),
    correoElectronico: Email,
    celular: Type.String({
      minLength: 1,
      maxLength: 20,
      description: 'Celular colombiano: 10 dígitos que empiezan por 3.',
    }),
    direccion: Text(
      ADDRESS_LENGTH.max,
      `Dirección de residencia o notificación (${ADDRESS_LENGTH.min} a ${ADDRESS_LENGTH.max} caracteres).`,
    ),
    ciudad: Text(CITY_LENGTH.max, `Ciudad o municipio (${CITY_LENGTH.min} a ${CITY_LENGTH.max} caracteres).`),
  },
  { additionalProperties: false, description: 'Quien compra la póliza (tomador).' },
);

export const PurchaseRequestBody = Type.Object(
  {
    placa: Plate,
    vehiculo: VehicleData,
    inicioVigencia: CalendarDay('Inicio de la vigencia: de hoy a 30 días, o el día siguiente al fin del SOAT vigente'),
    tomador: HolderBody,
    aceptaTerminos: Type.Literal(true, { description: 'Debe ser true: acepta los términos y condiciones.' }),
    lecturaRunt: Type.Optional(RuntReadingToken),
  },
  {
    additionalProperties: false,
    description: 'Datos de la compra. Un valor o código de tarifa enviado por el navegador se ignora.',
  },
);

export const PurchaseRequestParams = Type.Object({
  idSolicitudSoat: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) de la solicitud.' }),
});

export const CashVoucherParams = Type.Object({
  idSolicitudSoat: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) de la solicitud.' }),
  idPago: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) del pago en efectivo.' }),
});

export const PurchaseRequestState = Type.Enum(
  ['pendiente-pago', 'pagada', 'emitida', 'reembolso-pendiente', 'reembolsada', 'reembolso-en-gestion', 'vencida'],
  {
    description:
      'pendiente-pago (sin pago aprobado), pagada, emitida (póliza expedida), reembolso-pendiente (pago aprobado que no compró póliza: la placa ya tenía una para ese periodo, la solicitud ya estaba cerrada o su valor ya no era el vigente; se devolverá el dinero), reembolsada (el dinero fue devuelto), reembolso-en-gestion (una persona del equipo hace la devolución: pagos PSE) o vencida (se cerró sin pagarse al terminar su plazo: hay que cotizar de nuevo).',
  },
);

export const PaymentState = Type.Enum(['PENDIENTE', 'APROBADO', 'RECHAZADO', 'ERROR', 'ANULADO'], {
  description: 'Estado del pago en la pasarela.',
});

/** The payment methods the portal offers. */
export const PAYMENT_METHODS = ['TARJETA', 'PSE', 'NEQUI', 'BANCOLOMBIA', 'DAVIPLATA', 'EFECTIVO'] as const;

export const PaymentMethod = Type.Enum(PAYMENT_METHODS, {
  description:
    'TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).',
});

/** A Colombian mobile number: 10 digits starting with 3. */
export const MobileNumber = Type.String({
  minLength: 1,
  maxLength: 20,
  description: 'Celular colombiano de 10 dígitos que empieza por 3 (se aceptan espacios).',
});

export const PurchaseRequest = Type.Object(
  {
    idSolicitudSoat: Type.String({ format: 'uuid', maxLength: 36 }),
    estado: PurchaseRequestState,
    placa: Type.String({ maxLength: 12 }),
    vehiculo: VehicleData,
    origenDatosVehiculo: Type.Enum(['runt', 'digitados'], {
      description:
        'runt (los datos del vehículo son los que dio el RUNT, sin cambios) o digitados (los escribió el cliente).',
    }),
    cotizacion: Quote,
    tomador: Type.Object(
      {
        tipoDocumento: Type.Enum([...DOCUMENT_TYPES]),
        numeroDocumento: Type.String({ maxLength: 20, description: 'Enmascarado: 52****56.' }),
        nombres: Type.String({ maxLength: 200 }),
        apellidos: Type.String({ maxLength: 200 }),
        correoElectronico: Type.String({ maxLength: 254, description: 'Enmascarado: a***@correo.com.' }),
        celular: Type.String({ maxLength: 20, description: 'Enmascarado: 300****567.' }),
        ciudad: Type.String({ maxLength: 200 }),
      },
      { description: 'Tomador; el documento, el correo y el celular enmascarados.' },
    ),
    pago: Type.Union([
      Type.Object(
        {
          idPago: Type.String({ format: 'uuid', maxLength: 36 }),
          estado: PaymentState,
          metodo: PaymentMethod,
          mensaje: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
          venceEn: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], {
            description:
              'Hasta cuándo se puede completar este pago pendiente (la notificación de Nequi, el código de DaviPlata, la referencia en efectivo); después vence sin cobro. null si no tiene plazo propio o ya no está pendiente.',
          }),
          celular: Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
            description:
              'Nequi y DaviPlata: el celular al que se envió el pago, enmascarado (300****567). null en otros medios.',
          }),
          efectivo: Type.Union(
            [
              Type.Object(
                {
                  codigoConvenio: Type.String({ maxLength: 40, description: 'Código del convenio de recaudo.' }),
                  referenciaPago: Type.String({
                    maxLength: 60,
                    description: 'Referencia de pago que se dicta en el corresponsal.',
                  }),
                  urlComprobante: Type.String({
                    maxLength: 500,
                    description: 'Ruta del comprobante en PDF: GET /solicitudes/{id}/pagos/{idPago}/comprobante.',
                  }),
                },
                { description: 'EFECTIVO: lo que se dicta en el corresponsal bancario.' },
              ),
              Type.Null(),
            ],
            { description: 'Solo para EFECTIVO; null en otros medios.' },
          ),
          motivoReembolso: Type.Union([Type.Enum([...refundReasons]), Type.Null()], {
            description:
              'Por qué se devuelve este pago aprobado, si no compró una póliza: periodo-ocupado (la placa ya tenía un SOAT para ese periodo), pago-repetido (la solicitud ya tenía su póliza), solicitud-cerrada (llegó cuando la solicitud ya había vencido), precio-cambio (el valor ya no era el de la tarifa vigente) o pago-vencido (el pago llegó después de su propio plazo: la notificación de Nequi o la referencia en efectivo ya habían vencido). null si no se devuelve.',
          }),
          actualizadoEn: Type.String({ format: 'date-time', maxLength: 40 }),
        },
        { description: 'El último intento de pago.' },
      ),
      Type.Null(),
    ]),
    poliza: Type.Union([Policy, Type.Null()], {
      description: 'La póliza expedida, con el documento del tomador enmascarado.',
    }),
    venceEn: Type.String({
      format: 'date-time',
      maxLength: 40,
      description: 'Hasta cuándo se puede pagar la solicitud; después se cierra como vencida (ADR 010).',
    }),
    cotizarDeNuevo: Type.Optional(
      Type.Union([
        Type.Object(
          {
            motivo: Type.Enum(['vencida', 'tarifa'], {
              description:
                'vencida: terminó su plazo sin pagarse; tarifa: su valor ya no es el de la tarifa vigente hoy.',
            }),
            mensaje: Type.String({ maxLength: 1000, description: 'Qué pasó y qué hacer, en español.' }),
          },
          {
            description:
              'La solicitud ya no se puede pagar y hay que cotizar de nuevo (POST …/pagos responde 409). Solo en GET /solicitudes/{id}.',
          },
        ),
        Type.Null(),
      ]),
    ),
    periodoOcupado: Type.Optional(
      Type.Union([
        Type.Object(
          {
            polizaVigenteHasta: Type.Union([
              CalendarDay('Fin del SOAT de la placa que ya cubre parte del periodo'),
              Type.Null(),
            ]),
            nuevoInicioVigencia: Type.Union([
              CalendarDay('El inicio que puede tener una nueva solicitud'),
              Type.Null(),
            ]),
          },
          {
            description:
              'La placa ya tiene un SOAT para parte del periodo de esta solicitud pendiente de pago: no se puede pagar (POST …/pagos responde 409); una nueva solicitud puede empezar en nuevoInicioVigencia. Las fechas son null cuando ese SOAT no es del tomador de la solicitud ni de la cuenta que la hizo (ADR 010).',
          },
        ),
        Type.Null(),
      ]),
    ),
  },
  {
    description:
      'Solicitud de compra de un SOAT con su último pago y, si ya se expidió, su póliza. periodoOcupado solo en GET /solicitudes/{id}.',
  },
);
export type PurchaseRequestResponse = Static<typeof PurchaseRequest>;
