import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { VEHICLE_CLASSES, VEHICLE_LIMITS, VEHICLE_SERVICES } from '@soat/shared/rules/vehicle';
import Type, { type Static } from 'typebox';

// The SOAT service's shapes (ADR 010). Field names are the API's (Spanish); dates are
// calendar days `YYYY-MM-DD` and money integer pesos.

const nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CalendarDay = (description: string) =>
  Type.String({ maxLength: 10, description: `${description} (AAAA-MM-DD).`, examples: ['2026-03-15'] });

// Answers only: a SOAT costs a few million pesos at most, the bound is far above
const Pesos = (description: string) =>
  Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000, description: `${description}, en pesos.` });

/** The year of a tariff table. */
export const TariffYear = (description?: string) =>
  Type.Integer({ format: 'int32', minimum: 1900, maximum: 9999, ...(description ? { description } : {}) });

/** A plate as the API answers it: normalized. */
const AnsweredPlate = (description?: string) => Type.String({ maxLength: 12, ...(description ? { description } : {}) });

export const Plate = Type.String({
  minLength: 1,
  maxLength: 12,
  description:
    'Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.',
  examples: ['ABC123'],
});

export const VehicleClass = Type.Enum([...VEHICLE_CLASSES], { description: 'Clase del vehículo.' });
export const VehicleService = Type.Enum([...VEHICLE_SERVICES], {
  description: 'Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).',
});

/** What the customer says about the vehicle (no RUNT is reachable); the fields a class needs: `vehicleFieldsFor`. */
export const VehicleData = Type.Object(
  {
    clase: VehicleClass,
    servicio: VehicleService,
    cilindraje: Type.Optional(
      Type.Integer({
        format: 'int32',
        minimum: VEHICLE_LIMITS.cilindraje.min,
        maximum: VEHICLE_LIMITS.cilindraje.max,
        description: 'Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).',
      }),
    ),
    // the latest model a day allows is the shared rule's (its own message): this bound only stops the absurd
    modelo: Type.Integer({
      format: 'int32',
      minimum: VEHICLE_LIMITS.oldestModel,
      maximum: 9999,
      description: 'Modelo (año) del vehículo.',
    }),
    pasajeros: Type.Optional(
      Type.Integer({
        format: 'int32',
        minimum: VEHICLE_LIMITS.pasajeros.min,
        maximum: VEHICLE_LIMITS.pasajeros.max,
        description: 'Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).',
      }),
    ),
    toneladas: Type.Optional(
      Type.Number({
        minimum: VEHICLE_LIMITS.toneladas.min,
        maximum: VEHICLE_LIMITS.toneladas.max,
        description: 'Capacidad de carga en toneladas (vehículos de carga o mixtos).',
      }),
    ),
  },
  { additionalProperties: false, description: 'Datos del vehículo que determinan el código de tarifa.' },
);
export type VehicleDataBody = Static<typeof VehicleData>;

export const HolderDocumentType = Type.Enum([...DOCUMENT_TYPES], { description: 'Tipo de documento del tomador.' });
export const HolderDocumentNumber = Type.String({
  minLength: 1,
  maxLength: 20,
  description: 'Número de documento del tomador.',
});

/** What POST /vehiculos/runt answered, signed by the API: sent back with the quote and the purchase. */
export const RuntReadingToken = Type.String({
  minLength: 1,
  maxLength: 4096,
  description:
    'La lectura del RUNT que respondió POST /soat/api/v1/vehiculos/runt (lecturaRunt), firmada por la API y válida una hora: la cotización cuenta con el SOAT vigente que lista el RUNT y la compra registra que los datos vienen del RUNT si el vehículo no cambió. Una lectura que no es válida se ignora.',
});

export const QuoteBody = Type.Object(
  {
    placa: Plate,
    vehiculo: VehicleData,
    inicioVigencia: Type.Optional(
      CalendarDay(
        'Inicio de la vigencia; por omisión el primer día permitido (hoy, o el día siguiente al fin del SOAT vigente que el que cotiza puede ver)',
      ),
    ),
    tipoDocumento: Type.Optional(HolderDocumentType),
    numeroDocumento: Type.Optional(HolderDocumentNumber),
    lecturaRunt: Type.Optional(RuntReadingToken),
  },
  {
    additionalProperties: false,
    description:
      'La placa, el vehículo y, opcionalmente, el inicio. Sin sesión, el documento del tomador de una póliza de la placa (los dos campos o ninguno) hace que la cotización cuente con el SOAT vigente de ese tomador.',
  },
);

/** The price of a policy as the server computes it; the purchase stores this same shape. */
export const Quote = Type.Object(
  {
    placa: AnsweredPlate('Placa normalizada.'),
    vehiculo: VehicleData,
    codigoTarifa: Type.String({
      maxLength: 10,
      description: 'Código de la tabla de tarifas (p. ej. 511).',
      examples: ['511'],
    }),
    categoria: Type.String({ maxLength: 500, description: 'Categoría de la tabla, p. ej. «Autos familiares».' }),
    subcategoria: Type.String({ maxLength: 500, description: 'Subcategoría de la tabla.' }),
    rangoDiferencial: Type.Boolean({
      description: 'Rango diferencial por riesgo (Decreto 2497 de 2022), ya incluido en el valor.',
    }),
    anioTarifa: TariffYear('Año de la tabla que da el precio (el del día de la compra).'),
    prima: nullable(Pesos('Prima (tarifa máxima); null cuando la tabla no la publica por separado')),
    contribucionAdres: nullable(Pesos('Contribución ADRES (52 %); null cuando la tabla no la publica por separado')),
    subtotal: Pesos('Prima más contribución ADRES, como la publica la tabla'),
    tasaRunt: Pesos('Tasa RUNT'),
    total: Pesos('Valor a pagar'),
    inicioVigencia: CalendarDay('Primer día de la vigencia'),
    finVigencia: CalendarDay('Último día de la vigencia (un año menos un día)'),
    inicioMinimo: CalendarDay('Primer día en que puede empezar la vigencia'),
    inicioMaximo: CalendarDay('Último día en que puede empezar la vigencia'),
    polizaVigenteHasta: nullable(
      CalendarDay(
        'Fin del SOAT vigente de la placa comprado en el portal por ese tomador o con esa cuenta; null si no hay o si el que cotiza no lo puede ver',
      ),
    ),
  },
  { description: 'Cotización calculada por el servidor con la tabla oficial.' },
);
export type QuoteResponse = Static<typeof Quote>;

export const PolicyState = Type.Enum(['vigente', 'vencida', 'futura'], {
  description: 'vigente (cubre hoy), vencida (ya terminó) o futura (empieza después de hoy).',
});

export const PolicyHolder = Type.Object({
  tipoDocumento: Type.Enum([...DOCUMENT_TYPES]),
  numeroDocumento: Type.String({ maxLength: 20 }),
  nombres: Type.String({ maxLength: 200 }),
  apellidos: Type.String({ maxLength: 200 }),
  direccion: Type.String({
    maxLength: 300,
    description: 'Dirección del tomador (enmascarada en GET /solicitudes/{id}).',
  }),
  ciudad: Type.String({ maxLength: 200 }),
  celular: Type.String({ maxLength: 20, description: 'Celular del tomador (enmascarado en GET /solicitudes/{id}).' }),
});

const TimeOfDay = (description: string) =>
  Type.String({
    pattern: '^[0-2][0-9]:[0-5][0-9]$',
    maxLength: 5,
    description: `${description} (HH:mm, hora de Colombia).`,
  });

/** What a SOAT pays per victim (ADR 010): the legal unit and the pesos of a year. */
export const Coverage = Type.Object({
  amparo: Type.String({ maxLength: 500 }),
  unidad: Type.String({ maxLength: 200, description: 'Unidad legal del tope, p. ej. «180 SMLDV».' }),
  valor: Pesos('Tope por víctima'),
});

/** The policy's electronic invoice as its buyer sees it: validated, or still on its way (never «rechazada»). */
export const Invoice = Type.Object(
  {
    estado: Type.Enum(['en-proceso', 'validada'], {
      description:
        'validada (la DIAN la validó: se descarga en GET /solicitudes/{id}/factura y se envió al correo del tomador) o en-proceso (la DIAN aún no la valida, o la aseguradora corrige lo que la DIAN observó; se envía al correo en cuanto esté validada).',
    }),
    numero: nullable(
      Type.String({
        maxLength: 100,
        description: 'Prefijo y número de la factura; null mientras está en proceso.',
        examples: ['SETP990000001'],
      }),
    ),
    cufe: nullable(
      Type.String({
        pattern: '^[0-9a-f]{96}$',
        maxLength: 96,
        description:
          'CUFE (código único de la factura electrónica, SHA-384 en hexadecimal); null mientras está en proceso.',
      }),
    ),
  },
  { description: 'Factura electrónica de venta de la póliza.' },
);
export type InvoiceResponse = Static<typeof Invoice>;

export const Policy = Type.Object(
  {
    numeroPoliza: Type.String({
      maxLength: 30,
      description: 'SOAT-<año>-<8 dígitos>.',
      examples: ['SOAT-2026-00000001'],
    }),
    idSolicitudSoat: Type.String({ format: 'uuid', maxLength: 36 }),
    estado: PolicyState,
    aseguradora: Type.String({ maxLength: 500 }),
    nitAseguradora: Type.String({ maxLength: 20, description: 'NIT de la aseguradora, con dígito de verificación.' }),
    telefonoAseguradora: Type.String({ maxLength: 200, description: 'Línea de atención de la aseguradora.' }),
    fechaExpedicion: CalendarDay('Día de expedición'),
    horaExpedicion: TimeOfDay('Hora de expedición'),
    inicioVigencia: CalendarDay('Primer día de la vigencia'),
    horaInicioVigencia: TimeOfDay(
      'Desde qué hora cubre el primer día: 00:00, o la hora de expedición si se compró el mismo día en que empieza',
    ),
    finVigencia: CalendarDay('Último día de la vigencia'),
    horaFinVigencia: TimeOfDay('Hasta qué hora cubre el último día (23:59)'),
    codigoTarifa: Type.String({ maxLength: 10 }),
    anioTarifa: TariffYear('Año de la tabla que dio el precio; el de los valores de las coberturas.'),
    reporteRunt: Type.Enum(['reportada', 'pendiente'], {
      description:
        'reportada (el RUNT recibió la póliza: la ven la policía y las revisiones técnico-mecánicas) o pendiente (se está reportando; el RUNT debe tenerla en 24 horas).',
    }),
    radicadoRunt: nullable(
      Type.String({ maxLength: 500, description: 'Número de radicado con que el RUNT recibió la póliza.' }),
    ),
    fechaReporteRunt: nullable(CalendarDay('Día en que el RUNT recibió la póliza')),
    prima: nullable(Pesos('Prima; null cuando la tabla no la publica por separado')),
    contribucionAdres: nullable(Pesos('Contribución ADRES; null cuando la tabla no la publica por separado')),
    subtotal: Pesos('Prima más contribución ADRES'),
    tasaRunt: Pesos('Tasa RUNT'),
    total: Pesos('Valor pagado'),
    placa: AnsweredPlate(),
    vehiculo: VehicleData,
    marca: nullable(
      Type.String({
        maxLength: 500,
        description: 'Marca del vehículo según el RUNT; null si los datos se escribieron.',
      }),
    ),
    linea: nullable(
      Type.String({
        maxLength: 500,
        description: 'Línea del vehículo según el RUNT; null si los datos se escribieron.',
      }),
    ),
    tomador: PolicyHolder,
    coberturas: Type.Array(Coverage, {
      maxItems: 50,
      description:
        'Coberturas por víctima, en su unidad legal y en pesos del año de la tarifa (vacío si no se conocen).',
    }),
    factura: Type.Union([Invoice, Type.Null()], {
      description:
        'La factura electrónica de la venta; null mientras la póliza no tiene factura (p. ej., si se expidió antes de la facturación electrónica).',
    }),
  },
  { description: 'Póliza SOAT expedida: lo que lleva su certificado, y su factura electrónica.' },
);
export type PolicyResponse = Static<typeof Policy>;

/** A policy as the consult lists it: what it covers and when, without the holder or the prices. */
export const PolicySummary = Type.Pick(Policy, [
  'numeroPoliza',
  'estado',
  'aseguradora',
  'fechaExpedicion',
  'inicioVigencia',
  'finVigencia',
  'codigoTarifa',
  'reporteRunt',
]);
export type PolicySummaryResponse = Static<typeof PolicySummary>;

export const TariffsQuery = Type.Object(
  {
    anio: Type.Optional(
      Type.String({
        pattern: '^([0-9]{4})?$',
        maxLength: 4,
        description: 'Año de la tabla; por omisión (o vacío) el del año en curso, o el más reciente.',
        examples: ['2026'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const TariffsResponse = Type.Object(
  {
    anio: TariffYear(),
    anios: Type.Array(TariffYear(), { maxItems: 200, description: 'Años con tabla, del más antiguo al más reciente.' }),
    vigenciaDesde: CalendarDay('Desde cuándo rige la tabla'),
    vigenciaHasta: nullable(CalendarDay('Hasta cuándo rige la tabla; null mientras no haya una nueva')),
    fuentes: Type.Array(Type.String({ maxLength: 500 }), {
      maxItems: 20,
      description: 'Páginas públicas de las que vienen los valores.',
    }),
    categorias: Type.Array(
      Type.Object({
        categoria: Type.String({ maxLength: 500 }),
        tarifas: Type.Array(
          Type.Object({
            codigo: Type.String({ maxLength: 10 }),
            subcategoria: Type.String({ maxLength: 500 }),
            condicion: Type.String({
              maxLength: 1000,
              description: 'Límites del código en palabras; vacío si no tiene.',
            }),
            servicio: Type.Array(VehicleService, {
              maxItems: VEHICLE_SERVICES.length,
              description: 'Servicios de los vehículos con este código.',
            }),
            rangoDiferencial: Type.Boolean(),
            prima: nullable(Pesos('Prima; null cuando la tabla no la publica por separado')),
            contribucionAdres: nullable(Pesos('Contribución ADRES; null cuando la tabla no la publica por separado')),
            subtotal: Pesos('Prima más contribución ADRES'),
            tasaRunt: Pesos('Tasa RUNT'),
            total: Pesos('Valor a pagar'),
          }),
          { maxItems: 200 },
        ),
      }),
      { maxItems: 100, description: 'En orden de código; los códigos sin valor publicado se omiten.' },
    ),
    coberturas: Type.Array(Coverage, {
      maxItems: 50,
      description: 'Coberturas por víctima del año (vacío si no se conocen).',
    }),
  },
  { description: 'Tabla oficial de tarifas SOAT de un año.' },
);

export const VehicleLookupBody = Type.Object(
  {
    placa: Plate,
    tipoDocumento: Type.Optional(HolderDocumentType),
    numeroDocumento: Type.Optional(HolderDocumentNumber),
  },
  {
    additionalProperties: false,
    description:
      'La placa y, sin sesión iniciada, el documento del tomador de una póliza de la placa (los dos o ninguno). El documento va en el cuerpo, nunca en la dirección.',
  },
);

export const VehicleResponse = Type.Object(
  {
    placa: AnsweredPlate(),
    vehiculo: nullable(VehicleData),
    polizaVigenteHasta: nullable(CalendarDay('Fin del SOAT vigente de ese tomador o esa cuenta')),
  },
  {
    description:
      'Lo que el portal sabe de la placa por la última póliza de ese tomador o comprada con esa cuenta; null sin documento ni sesión, o si no coinciden. Nunca datos del tomador.',
  },
);

export const RuntLookupBody = Type.Object(
  {
    placa: Plate,
    tipoDocumento: HolderDocumentType,
    numeroDocumento: HolderDocumentNumber,
  },
  {
    additionalProperties: false,
    description:
      'La placa y el documento del propietario del vehículo, como los tiene el RUNT. En el cuerpo, nunca en la dirección.',
  },
);

export const RuntLookupResponse = Type.Object(
  {
    resultado: Type.Enum(['encontrado', 'no-encontrado', 'no-disponible'], {
      description:
        'encontrado (el RUNT conoce el vehículo y ese es el documento de su propietario), no-encontrado (la misma respuesta para una placa que el RUNT no conoce y para un documento que no es del propietario) o no-disponible (el RUNT no respondió a tiempo).',
    }),
    mensaje: nullable(
      Type.String({
        maxLength: 1000,
        description: 'Qué hacer cuando el RUNT no da los datos: revisarlos o escribir los del vehículo.',
      }),
    ),
    placa: AnsweredPlate(),
    vehiculo: nullable(VehicleData),
    marca: nullable(Type.String({ maxLength: 500 })),
    linea: nullable(Type.String({ maxLength: 500 })),
    propietario: nullable(
      Type.Object({ nombres: Type.String({ maxLength: 500 }), apellidos: Type.String({ maxLength: 500 }) }),
    ),
    polizaVigenteHasta: nullable(CalendarDay('Fin del SOAT vigente que lista el RUNT, de cualquier aseguradora')),
    lecturaRunt: nullable(RuntReadingToken),
  },
  {
    description:
      'El vehículo como lo registra el RUNT, para su propietario. vehiculo es null si el RUNT no lo da o si su clase no está en la tarifa del SOAT: entonces se escriben los datos.',
  },
);

export const ConsultBody = Type.Object(
  {
    placa: Plate,
    tipoDocumento: HolderDocumentType,
    numeroDocumento: HolderDocumentNumber,
  },
  { additionalProperties: false },
);

/** A refund's state (ADR 010, "Refunds"). */
export const RefundState = Type.Enum(['pendiente', 'reembolsado', 'en-gestion'], {
  description:
    'pendiente (se está devolviendo por la pasarela), reembolsado (el dinero fue devuelto) o en-gestion (una persona del equipo lo devuelve).',
});

export const ConsultRefund = Type.Object(
  {
    estado: RefundState,
    valor: Pesos('Valor que se devuelve'),
    inicioVigencia: CalendarDay('Primer día de la vigencia pedida'),
    finVigencia: CalendarDay('Último día de la vigencia pedida'),
    fechaReembolso: nullable(CalendarDay('Día en que se devolvió el dinero')),
  },
  { description: 'Un pago de ese tomador para la placa que no dio póliza: su dinero, devuelto o por devolver.' },
);
export type ConsultRefundResponse = Static<typeof ConsultRefund>;

export const ConsultResponse = Type.Object(
  {
    placa: AnsweredPlate(),
    polizas: Type.Array(PolicySummary, { maxItems: 1000 }),
    reembolsos: Type.Array(ConsultRefund, {
      maxItems: 1000,
      description:
        'Pagos de ese tomador para la placa que no dieron póliza (la placa ya la tenía), del más reciente al más antiguo.',
    }),
  },
  {
    description:
      'Pólizas de la placa cuyo tomador tiene ese documento, de la más reciente a la más antigua, y sus pagos que no dieron póliza.',
  },
);
