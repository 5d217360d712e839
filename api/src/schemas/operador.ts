import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@soat/shared/rules/contact';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import Type, { type Static } from 'typebox';
import { CalendarDay, RefundState } from './soat.js';
import { PaymentMethod, PurchaseRequestState } from './solicitudes.js';

// The operators' API (ADR 010, "Refunds"): the refunds a person must make, with what it takes to make
// them (the holder's contact data, behind the operators' key).

export const TaskQuery = Type.Object({
  estado: Type.Optional(
    Type.Enum(['abiertas', 'todas'], {
      description: 'abiertas (por omisión): solo las que faltan; todas: también las resueltas.',
    }),
  ),
});

export const TaskParams = Type.Object({
  idTarea: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) de la tarea.' }),
});

export const ResolveTaskBody = Type.Object(
  {
    resolucion: Type.String({
      minLength: 3,
      maxLength: 500,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description: 'Qué se hizo: el número de la consignación o de la devolución en la pasarela.',
    }),
  },
  { additionalProperties: false },
);

export const OperatorTask = Type.Object(
  {
    idTarea: Type.String({ format: 'uuid', maxLength: 36 }),
    motivo: Type.String({ maxLength: 2000, description: 'Por qué la hace una persona.' }),
    creadaEn: Type.String({ format: 'date-time', maxLength: 40 }),
    resueltaEn: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
    resolucion: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    reembolso: Type.Object({
      idReembolso: Type.String({ format: 'uuid', maxLength: 36 }),
      estado: RefundState,
      valor: Type.Integer({
        format: 'int64',
        minimum: 0,
        maximum: 1_000_000_000,
        description: 'Pesos que se devuelven.',
      }),
      metodo: PaymentMethod,
      codigoBancoPse: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
      referenciaPago: Type.String({ maxLength: 500, description: 'La referencia del pago en la pasarela.' }),
      idTransaccion: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    }),
    solicitud: Type.Object({
      idSolicitudSoat: Type.String({ format: 'uuid', maxLength: 36 }),
      estado: PurchaseRequestState,
      placa: Type.String({ maxLength: 12 }),
      inicioVigencia: CalendarDay('Primer día de la vigencia pedida'),
      finVigencia: CalendarDay('Último día de la vigencia pedida'),
    }),
    tomador: Type.Object(
      {
        tipoDocumento: Type.Enum([...DOCUMENT_TYPES]),
        numeroDocumento: Type.String({ maxLength: 20 }),
        nombres: Type.String({ maxLength: 200 }),
        apellidos: Type.String({ maxLength: 200 }),
        correoElectronico: Type.String({ maxLength: 254 }),
        celular: Type.String({ maxLength: 20 }),
      },
      { description: 'A quien se devuelve el dinero, para contactarlo.' },
    ),
  },
  { description: 'Un reembolso que hace una persona del equipo.' },
);
export type OperatorTaskResponse = Static<typeof OperatorTask>;

export const TaskList = Type.Object({ tareas: Type.Array(OperatorTask) }, { description: 'Tareas de los operadores.' });

// Reports to the RUNT (ADR 031) an operator looks at, and retries once the RUNT answers again.

export const RuntReportQuery = Type.Object({
  estado: Type.Optional(
    Type.Enum(['fallida', 'pendiente', 'reportada'], {
      description: 'fallida (por omisión): las que agotaron sus intentos; pendiente: las que se siguen intentando.',
    }),
  ),
});

export const RuntReportItem = Type.Object({
  idReporte: Type.String({ format: 'uuid', maxLength: 36 }),
  estado: Type.Enum(['pendiente', 'reportada', 'fallida']),
  numeroPoliza: Type.String({ maxLength: 30 }),
  placa: Type.String({ maxLength: 12 }),
  intentos: Type.Integer({ format: 'int32', minimum: 0, maximum: 1_000_000 }),
  ultimoError: Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()]),
  creadoEn: Type.String({ format: 'date-time', maxLength: 40 }),
  reportadoEn: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
});

export const RuntReportList = Type.Object(
  { reportes: Type.Array(RuntReportItem) },
  { description: 'Reportes al RUNT en ese estado, del más antiguo al más reciente (200 a lo sumo).' },
);

export const RetryRuntReportsBody = Type.Object(
  {
    idReporte: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Solo este reporte; sin él, todos los fallidos.' }),
    ),
  },
  { additionalProperties: false },
);

export const RetriedRuntReports = Type.Object(
  {
    reintentados: Type.Integer({
      format: 'int32',
      minimum: 0,
      maximum: 1_000_000,
      description: 'Reportes fallidos que vuelven a intentarse ahora.',
    }),
  },
  { description: 'Los reportes vuelven a pendiente con sus intentos en cero, y se envían de inmediato.' },
);

export const ElectronicDocumentQuery = Type.Object({
  estado: Type.Optional(
    Type.Enum(['rechazada', 'pendiente', 'aceptada'], {
      description:
        'rechazada (por omisión): las que la DIAN rechazó, con sus reglas; pendiente: las que esperan a la DIAN.',
    }),
  ),
});

export const ElectronicDocumentParams = Type.Object({
  idDocumento: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) del documento.' }),
});

export const ElectronicDocumentItem = Type.Object({
  idDocumento: Type.String({ format: 'uuid', maxLength: 36 }),
  tipo: Type.Enum(['factura', 'nota-credito']),
  estado: Type.Enum(['pendiente', 'aceptada', 'rechazada']),
  numero: Type.Union([
    Type.String({ maxLength: 20, description: 'Prefijo y número, p. ej. SETP990000001.' }),
    Type.Null(),
  ]),
  codigoUnico: Type.Union([
    Type.String({ maxLength: 96, description: 'CUFE de la factura o CUDE de la nota.' }),
    Type.Null(),
  ]),
  numeroPoliza: Type.String({ maxLength: 30 }),
  idSolicitudSoat: Type.String({ format: 'uuid', maxLength: 36 }),
  intentos: Type.Integer({ format: 'int32', minimum: 0, maximum: 1_000_000 }),
  erroresDian: Type.Array(Type.String({ maxLength: 20_000 }), {
    maxItems: 1000,
    description: 'Las reglas de la DIAN que la rechazaron, en sus palabras.',
  }),
  ultimoError: Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()]),
  creadoEn: Type.String({ format: 'date-time', maxLength: 40 }),
  aceptadoEn: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
});

export const ElectronicDocumentList = Type.Object(
  { documentos: Type.Array(ElectronicDocumentItem) },
  { description: 'Facturas y notas crédito en ese estado, de la más antigua a la más reciente (200 a lo sumo).' },
);

export const ResentElectronicDocument = Type.Object(
  { reenviado: Type.Boolean({ description: 'true si estaba rechazado y vuelve a enviarse ahora.' }) },
  {
    description:
      'El documento vuelve a pendiente con el mismo número, se construye de nuevo con los datos corregidos y se envía de inmediato.',
  },
);

// The operators' sessions, accounts and audit trail (ADR 044).

export const OperatorRoleSchema = Type.Enum(['agente', 'supervisor', 'administrador'], {
  description:
    'agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.',
});

const OperatorEmail = Type.String({
  pattern: EMAIL_PATTERN.source,
  maxLength: EMAIL_MAX_LENGTH,
  description: 'Correo del operador; no distingue mayúsculas de minúsculas.',
});

export const OperatorSignInBody = Type.Object(
  {
    correoElectronico: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, description: 'Correo del operador.' }),
    clave: Type.String({ minLength: 1, maxLength: 128, description: 'Clave del operador.' }),
  },
  { additionalProperties: false },
);

export const OperatorChallenge = Type.Object({
  desafio: Type.String({ maxLength: 2000, description: 'Token opaco del desafío, válido 5 minutos.' }),
  etapa: Type.Enum(['enrolar', 'codigo'], {
    description: 'enrolar: aún no tiene segundo factor confirmado; codigo: pedir el código de la aplicación.',
  }),
  enrolamiento: Type.Optional(
    Type.Object({
      otpauthUri: Type.String({ maxLength: 1000, description: 'URI otpauth:// para la aplicación autenticadora.' }),
      qrSvg: Type.String({ maxLength: 200_000, description: 'El código QR de la URI, en SVG.' }),
      secreto: Type.String({ maxLength: 200, description: 'El secreto en base32, para escribirlo a mano.' }),
    }),
  ),
});

export const SecondFactorBody = Type.Object(
  {
    desafio: Type.String({ minLength: 1, maxLength: 2000, description: 'El desafío de POST /sesion.' }),
    codigo: Type.String({
      minLength: 6,
      maxLength: 20,
      description: 'El código de 6 dígitos de la aplicación, o un código de recuperación (XXXX-XXXX), de un solo uso.',
    }),
  },
  { additionalProperties: false },
);

export const OperatorSummary = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36 }),
  nombre: Type.String({ maxLength: 200 }),
  correoElectronico: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  rol: OperatorRoleSchema,
});

export const OperatorSessionResponse = Type.Object({
  accessToken: Type.String({ maxLength: 4000, description: 'Token de la sesión del operador (Bearer).' }),
  expiraEn: Type.Integer({
    format: 'int32',
    minimum: 1,
    maximum: 86_400,
    description: 'Segundos de vida del token (900).',
  }),
  operador: OperatorSummary,
  codigosRecuperacion: Type.Optional(
    Type.Array(Type.String({ maxLength: 9 }), {
      maxItems: 10,
      description: 'Los 10 códigos de recuperación, solo cuando esta llamada confirmó el enrolamiento.',
    }),
  ),
});

export const CurrentOperator = Type.Object({ operador: OperatorSummary });

export const QueueSummary = Type.Object({
  reembolsosPorMarcar: Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000 }),
  reportesRuntFallidos: Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000 }),
  correosFallidos: Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000 }),
  pagosPendientesMasDeUnaHora: Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000 }),
  facturasRechazadas: Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000 }),
});

export const OperatorAccount = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36 }),
  nombre: Type.String({ maxLength: 200 }),
  correoElectronico: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  rol: OperatorRoleSchema,
  activo: Type.Boolean(),
  segundoFactor: Type.Boolean({ description: 'Si ya confirmó su segundo factor.' }),
  creadoEn: Type.String({ format: 'date-time', maxLength: 40 }),
});

export const OperatorAccountList = Type.Object({ operadores: Type.Array(OperatorAccount, { maxItems: 1000 }) });
export const OperatorAccountResponse = Type.Object({ operador: OperatorAccount });

export const NewOperatorBody = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 200, description: 'Nombre del operador.' }),
    correoElectronico: OperatorEmail,
    rol: OperatorRoleSchema,
    clave: Type.String({ minLength: 12, maxLength: 128, description: 'Clave inicial, de 12 caracteres o más.' }),
  },
  { additionalProperties: false },
);

export const OperatorParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador (UUID) del operador.' }),
});

export const OperatorChangeBody = Type.Object(
  { activo: Type.Boolean({ description: 'false desactiva al operador: sus sesiones dejan de servir de inmediato.' }) },
  { additionalProperties: false },
);

export const AuditQuery = Type.Object({
  operador: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: EMAIL_MAX_LENGTH,
      description: 'El identificador (UUID) del operador, o el correo registrado en la entrada.',
    }),
  ),
  accion: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z.-]+$', description: 'Acción o familia (sesion).' }),
  ),
  desde: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Desde (incluido).' })),
  hasta: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Hasta (incluido).' })),
  formato: Type.Optional(Type.Enum(['json', 'csv'], { description: 'json (por omisión) o csv.' })),
});

export const AuditEntry = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36 }),
  operadorId: Type.Union([Type.String({ format: 'uuid', maxLength: 36 }), Type.Null()]),
  operadorCorreo: Type.String({ maxLength: 1000 }),
  accion: Type.String({ maxLength: 100 }),
  objetivo: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  motivo: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  antes: Type.Unknown({ description: 'Los valores antes de la acción (JSON), o null.' }),
  despues: Type.Unknown({ description: 'Los valores después de la acción (JSON), o null.' }),
  creadoEn: Type.String({ format: 'date-time', maxLength: 40 }),
});

export const AuditList = Type.Object({ entradas: Type.Array(AuditEntry, { maxItems: 5000 }) });

export const AuditCsv = Type.String({ maxLength: 50_000_000, description: 'La auditoría en CSV (UTF-8).' });
