import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Portal accounts. `email` is stored trimmed and lowercased, so the unique index is case-insensitive. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_unique'),
  fullName: text('full_name').notNull(),
  documentType: text('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  mobile: text('mobile').notNull(),
  passwordHash: text('password_hash').notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  /** When the password last changed (set on password reset); kept for the account's history. */
  sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Carried by every access token (claim `sv`) and raised by a password reset in the same transaction:
   * a token with an older version no longer renews, even one issued in the same second as the reset.
   */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset tokens; only the SHA-256 of the emailed token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** Emails stored instead of sent when no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_recipient_created_at_idx').on(table.recipient, table.createdAt)],
);

/**
 * Failed sign-ins per account, keyed by a hash of the normalized email so that an email without an
 * account is counted (and answered) exactly like one with an account. Shared by every API instance.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Addresses a person signed in from (a keyed hash, never the address): their account's block spares them. */
export const trustedSignInAddresses = pgTable(
  'trusted_sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressHash] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OutboxEmail = typeof outboxEmails.$inferSelect;

// ---------------------------------------------------------------------------------------------
// SOAT purchase (ADR 010): a request, its payment attempts, the gateway's events and the policy.
// ---------------------------------------------------------------------------------------------

/** The vehicle data the customer gave (no RUNT is reachable): the shared rules' `VehicleData`. */
export interface StoredVehicle {
  clase: string;
  servicio: string;
  cilindraje?: number;
  modelo: number;
  pasajeros?: number;
  toneladas?: number;
}

/**
 * `reembolso-pendiente`: paid, but the plate already held a policy for the period (no policy issued);
 * then `reembolsada` once the money is back, or `reembolso-en-gestion` while an operator returns it
 * by hand (a PSE payment, or a card the gateway would not void): see `reembolsos` below. `vencida`:
 * closed unpaid once its lifetime ran out (`vence_en`, ADR 010); a charge that still arrives is refunded.
 */
export const purchaseRequestStatuses = [
  'pendiente-pago',
  'pagada',
  'emitida',
  'reembolso-pendiente',
  'reembolsada',
  'reembolso-en-gestion',
  'vencida',
] as const;
export type PurchaseRequestStatus = (typeof purchaseRequestStatuses)[number];

export const paymentStatuses = ['PENDIENTE', 'APROBADO', 'RECHAZADO', 'ERROR', 'ANULADO'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A purchase request (`idSolicitudSoat`): the plate, the vehicle, the price the server computed
 * and the holder. Linked to an account only when bought while signed in.
 */
export const vehicleDataSources = ['runt', 'digitados'] as const;
export type VehicleDataSource = (typeof vehicleDataSources)[number];

export const purchaseRequests = pgTable(
  'solicitudes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plate: text('placa').notNull(),
    vehicle: jsonb('vehiculo').$type<StoredVehicle>().notNull(),
    tariffCode: text('codigo_tarifa').notNull(),
    tariffYear: integer('anio_tarifa').notNull(),
    /** Null where the official data publishes only the subtotal (never derived by dividing). */
    premium: integer('prima'),
    adresContribution: integer('contribucion_adres'),
    subtotal: integer('subtotal').notNull(),
    runtFee: integer('tasa_runt').notNull(),
    total: integer('total').notNull(),
    startsOn: date('inicio_vigencia', { mode: 'string' }).notNull(),
    endsOn: date('fin_vigencia', { mode: 'string' }).notNull(),
    /** The whole quote as the server computed it at purchase (category, range, allowed start days…). */
    quote: jsonb('cotizacion').$type<Record<string, unknown>>().notNull(),
    holderDocumentType: text('tomador_tipo_documento').notNull(),
    holderDocumentNumber: text('tomador_numero_documento').notNull(),
    holderFirstNames: text('tomador_nombres').notNull(),
    holderLastNames: text('tomador_apellidos').notNull(),
    holderEmail: text('tomador_correo').notNull(),
    holderMobile: text('tomador_celular').notNull(),
    holderAddress: text('tomador_direccion').notNull(),
    holderCity: text('tomador_ciudad').notNull(),
    status: text('estado').$type<PurchaseRequestStatus>().notNull().default('pendiente-pago'),
    /** Where the vehicle's data came from: read from the RUNT (a signed reading, unchanged) or typed (ADR 031). */
    vehicleSource: text('origen_datos_vehiculo').$type<VehicleDataSource>().notNull().default('digitados'),
    /** The vehicle's brand and line as the RUNT registers them; null when its data was typed (nobody vouches for a typed one). */
    brand: text('marca'),
    line: text('linea'),
    termsAcceptedAt: timestamp('terminos_aceptados_en', { withTimezone: true }).notNull(),
    /** The end of its lifetime (ADR 010): no checkout is opened after it, and it closes as `vencida`. */
    expiresAt: timestamp('vence_en', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('solicitudes_user_id_idx').on(table.userId),
    index('solicitudes_pendientes_vence_idx')
      .on(table.expiresAt)
      .where(sql`estado = 'pendiente-pago'`),
    index('solicitudes_placa_idx').on(table.plate),
    check('solicitudes_estado_check', inList('estado', purchaseRequestStatuses)),
    check('solicitudes_origen_datos_vehiculo_check', inList('origen_datos_vehiculo', vehicleDataSources)),
    check('solicitudes_vigencia_check', sql`fin_vigencia >= inicio_vigencia`),
  ],
);

/**
 * One row per payment attempt. The same `Idempotency-Key` answers the same row; the gateway's
 * reference is ours and unique; at most one attempt per request is pending at a time.
 */
export const payments = pgTable(
  'pagos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseRequestId: uuid('solicitud_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    reference: text('referencia').notNull().unique('pagos_referencia_unique'),
    transactionId: text('transaction_id').unique('pagos_transaction_id_unique'),
    method: text('metodo').notNull(),
    pseBankCode: text('pse_codigo_banco'),
    psePersonType: text('pse_tipo_persona'),
    /** Nequi and DaviPlata: the wallet's mobile (Nequi's push goes to it; a refund is sent back to it). */
    mobile: text('celular'),
    /** DaviPlata: the account holder's document (its one-time code goes to the account's mobile). */
    walletDocumentType: text('billetera_tipo_documento'),
    walletDocumentNumber: text('billetera_numero_documento'),
    /**
     * The payment's own deadline (Nequi's push, the cash reference), sent as the transaction's
     * `expiration_time`: an approval after it buys nothing and is refunded (`pago-vencido`).
     */
    expiresAt: timestamp('vence_en', { withTimezone: true }),
    /** Cash at a correspondent: the collection agreement and the payment reference to dictate there. */
    agreementCode: text('codigo_convenio'),
    paymentReference: text('referencia_pago'),
    status: text('estado').$type<PaymentStatus>().notNull().default('PENDIENTE'),
    /** The gateway's own status word (APPROVED, DECLINED…), as last heard. */
    gatewayStatus: text('estado_pasarela'),
    message: text('mensaje'),
    amountInCents: bigint('amount_in_cents', { mode: 'number' }).notNull(),
    checkoutUrl: text('url_pasarela'),
    /** The last time the gateway was asked about this payment (reads and reconciliation are throttled). */
    checkedAt: timestamp('consultado_en', { withTimezone: true }),
    finalizedAt: timestamp('finalizado_en', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pagos_solicitud_idempotency_key_unique').on(table.purchaseRequestId, table.idempotencyKey),
    uniqueIndex('pagos_one_pending_per_solicitud_idx')
      .on(table.purchaseRequestId)
      .where(sql`estado = 'PENDIENTE'`),
    index('pagos_pending_idx')
      .on(table.createdAt)
      .where(sql`estado = 'PENDIENTE'`),
    // the reconciliation pass asks again about the refusals of the last days (ADR 010)
    index('pagos_no_aprobados_idx')
      .on(table.createdAt)
      .where(sql`estado in ('RECHAZADO', 'ERROR')`),
    check('pagos_estado_check', inList('estado', paymentStatuses)),
    check('pagos_amount_check', sql`amount_in_cents > 0`),
  ],
);

/** Gateway events as received, de-duplicated by (transaction, status): a replay is recorded once. */
export const paymentEvents = pgTable(
  'pago_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: text('transaction_id').notNull(),
    status: text('estado').notNull(),
    paymentId: uuid('pago_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    checksum: text('checksum').notNull(),
    receivedAt: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the gateway confirmed it (GET /transactions/{id} answered this status). Null: kept while the
     * gateway could not be asked; the reconciliation pass asks it later (ADR 010).
     */
    verifiedAt: timestamp('verificado_en', { withTimezone: true }),
  },
  (table) => [unique('pago_eventos_transaction_status_unique').on(table.transactionId, table.status)],
);

/** Policy numbers: `SOAT-<year>-<8 digits>` from this sequence. */
export const policyNumberSequence = pgSequence('polizas_numero_seq', { startWith: 1, minValue: 1 });

/**
 * Issued policies. One policy per vehicle per period is enforced by the database: an exclusion
 * constraint on (placa, daterange(inicio, fin, '[]')) added by migration 0003 (drizzle cannot say it).
 */
export const policies = pgTable(
  'polizas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('numero').notNull().unique('polizas_numero_unique'),
    purchaseRequestId: uuid('solicitud_id')
      .notNull()
      .unique('polizas_solicitud_id_unique')
      .references(() => purchaseRequests.id, { onDelete: 'restrict' }),
    paymentId: uuid('pago_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plate: text('placa').notNull(),
    startsOn: date('inicio_vigencia', { mode: 'string' }).notNull(),
    endsOn: date('fin_vigencia', { mode: 'string' }).notNull(),
    tariffCode: text('codigo_tarifa').notNull(),
    tariffYear: integer('anio_tarifa').notNull(),
    premium: integer('prima'),
    adresContribution: integer('contribucion_adres'),
    subtotal: integer('subtotal').notNull(),
    runtFee: integer('tasa_runt').notNull(),
    total: integer('total').notNull(),
    vehicle: jsonb('vehiculo').$type<StoredVehicle>().notNull(),
    /** The RUNT's brand and line of the vehicle (its request's), printed on the certificate; null when typed. */
    brand: text('marca'),
    line: text('linea'),
    holderDocumentType: text('tomador_tipo_documento').notNull(),
    holderDocumentNumber: text('tomador_numero_documento').notNull(),
    holderFirstNames: text('tomador_nombres').notNull(),
    holderLastNames: text('tomador_apellidos').notNull(),
    /** Where the holder lives and their mobile, as the certificate prints them (copied from the request at issue). */
    holderAddress: text('tomador_direccion').notNull(),
    holderCity: text('tomador_ciudad').notNull(),
    holderMobile: text('tomador_celular').notNull(),
    insurer: text('aseguradora').notNull(),
    issuedAt: timestamp('expedida_en', { withTimezone: true }).notNull().defaultNow(),
    /** The RUNT's filing number of the policy's report (ADR 031), once it acknowledged it. */
    runtFilingNumber: text('radicado_runt'),
    runtReportedAt: timestamp('reportada_runt_en', { withTimezone: true }),
  },
  (table) => [
    index('polizas_placa_idx').on(table.plate),
    index('polizas_user_id_idx').on(table.userId),
    index('polizas_tomador_documento_idx').on(table.holderDocumentType, table.holderDocumentNumber),
    // the renewal reminders' pass reads the policies ending on a few days (ADR 027: 2,740 a day of 2 M)
    index('polizas_fin_vigencia_idx').on(table.endsOn),
    check('polizas_vigencia_check', sql`fin_vigencia >= inicio_vigencia`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reports to the RUNT (ADR 031): each issued policy's report, a job tried again with backoff until the
// RUNT acknowledges it, left to an operator after its last try.
// ---------------------------------------------------------------------------------------------

export const runtReportStatuses = ['pendiente', 'reportada', 'fallida'] as const;
export type RuntReportStatus = (typeof runtReportStatuses)[number];

export const runtReports = pgTable(
  'reportes_runt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('poliza_id')
      .notNull()
      .unique('reportes_runt_poliza_id_unique')
      .references(() => policies.id, { onDelete: 'cascade' }),
    status: text('estado').$type<RuntReportStatus>().notNull().default('pendiente'),
    /** Tries started so far (a claim counts as one); an operator's retry starts them again. */
    attempts: integer('intentos').notNull().default(0),
    /** Not taken before: now for a new report, the lease's end once claimed, the next try after a failure. */
    runAfter: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('ultimo_error'),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp('reportado_en', { withTimezone: true }),
  },
  (table) => [
    index('reportes_runt_pendientes_idx')
      .on(table.runAfter)
      .where(sql`estado = 'pendiente'`),
    // the few not acknowledged (pending or failed) among years of reported ones, which the metrics count and
    // date at every scrape of every instance (plugins/app/platform/metrics.ts; ADR 027)
    index('reportes_runt_sin_reportar_idx')
      .on(table.status, table.createdAt)
      .where(sql`estado <> 'reportada'`),
    check('reportes_runt_estado_check', inList('estado', runtReportStatuses)),
    check('reportes_runt_reportado_check', sql`(estado = 'reportada') = (reportado_en is not null)`),
  ],
);

export type RuntReport = typeof runtReports.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Renewal reminders (issue 26, point 4): one row per policy and reminder (30, 7 and 1 day before its end),
// written with its email job, so a reminder goes once whatever instance runs the pass; and the addresses
// that asked for none.
// ---------------------------------------------------------------------------------------------

export const renewalReminders = pgTable(
  'recordatorios_renovacion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('poliza_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** 30, 7 or 1: the reminder's place before the policy's end. */
    daysBefore: integer('dias_antes').notNull(),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('recordatorios_renovacion_poliza_dias_unique').on(table.policyId, table.daysBefore)],
);

/** Addresses that unsubscribed from renewal reminders, in lower case. */
export const reminderOptOuts = pgTable('bajas_recordatorios', {
  email: text('correo').primaryKey(),
  createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Claims of purchases made without an account (issue 26, point 5): a single-use link emailed to the
// holder's address on file; only its SHA-256 is kept.
// ---------------------------------------------------------------------------------------------

export const purchaseClaims = pgTable('reclamos_compras', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The account that asked, and the only one that may use the link. */
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plate: text('placa').notNull(),
  holderDocumentType: text('tomador_tipo_documento').notNull(),
  holderDocumentNumber: text('tomador_numero_documento').notNull(),
  tokenHash: text('token_sha256').notNull().unique('reclamos_compras_token_unique'),
  expiresAt: timestamp('vence_en', { withTimezone: true }).notNull(),
  usedAt: timestamp('usado_en', { withTimezone: true }),
  createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});

/** Files attached to an outbox email (the policy certificate), kept with it for the development outbox. */
export const outboxAttachments = pgTable(
  'outbox_email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => outboxEmails.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** The file's bytes, base64. */
    contentBase64: text('content_base64').notNull(),
  },
  (table) => [index('outbox_email_attachments_email_id_idx').on(table.emailId)],
);

export type PurchaseRequest = typeof purchaseRequests.$inferSelect;
export type NewPurchaseRequest = typeof purchaseRequests.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type Policy = typeof policies.$inferSelect;
export type OutboxAttachment = typeof outboxAttachments.$inferSelect;

/**
 * The sandbox payment gateway's transactions (src/sandbox-gateway, never used in production). In the
 * database, not in memory, so that every API instance sees the same ones. No card number is kept:
 * only its last four digits and brand.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique('sandbox_transactions_reference_unique'),
  amountInCents: bigint('amount_in_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  customerEmail: text('customer_email').notNull(),
  /** Wompi's `customer_data.full_name`, when the merchant sent it: the card form starts with it as the holder's. */
  customerFullName: text('customer_full_name'),
  paymentMethodType: text('payment_method_type').notNull(),
  pseBankCode: text('pse_bank_code'),
  pseUserType: integer('pse_user_type'),
  paymentDescription: text('payment_description'),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status').notNull(),
  statusMessage: text('status_message'),
  cardBrand: text('card_brand'),
  cardLastFour: text('card_last_four'),
  /** Set when a payment at the "pending" test bank was made: it reads as APPROVED from then on. */
  settlesAt: timestamp('settles_at', { withTimezone: true }),
  /** POST /v1/transactions/{id}/void calls received, refused ones too (a test instrument fails the first). */
  voidRequests: integer('void_requests').notNull().default(0),
  /** Wompi's `expiration_time`, when the merchant sent one: unpaid by then, the checkout refuses payment. */
  expiresAt: timestamp('expiration_time', { withTimezone: true }),
  /** NEQUI and DAVIPLATA: the wallet's mobile (Nequi's `phone_number`; DaviPlata's code goes to it). */
  phoneNumber: text('phone_number'),
  /** DAVIPLATA: `user_legal_id_type` and `user_legal_id`. */
  legalIdType: text('user_legal_id_type'),
  legalId: text('user_legal_id'),
  /** DAVIPLATA: until when the one-time code sent to the phone is good. */
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  /** BANCOLOMBIA_COLLECT: the agreement code and the reference the cashier types. */
  businessAgreementCode: text('business_agreement_code'),
  paymentIntentionIdentifier: text('payment_intention_identifier').unique(
    'sandbox_transactions_payment_intention_unique',
  ),
  /** What a transaction settling on read (`settlesAt`) turns into: APPROVED, or DECLINED (Nequi 3992222222). */
  settlesStatus: text('settles_status'),
  createdAt: createdAt(),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
});

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/**
 * The policies insurers reported to the sandbox RUNT (src/sandbox-runt, never used in production), by
 * policy number: shared by every API instance, so a report is received once and the register lists it.
 */
export const sandboxRuntReports = pgTable('sandbox_runt_reportes', {
  policyNumber: text('no_poliza').primaryKey(),
  plate: text('placa').notNull(),
  report: jsonb('reporte').$type<Record<string, unknown>>().notNull(),
  /** POST /v1/polizas calls received for this policy, refused ones too (a test instrument fails the first). */
  attempts: integer('intentos').notNull().default(0),
  /** The receipt's number, once received; null while only refused attempts came. */
  filingNumber: text('radicado'),
  receivedAt: timestamp('recibido_en', { withTimezone: true }),
  createdAt: createdAt(),
});

export type SandboxRuntReport = typeof sandboxRuntReports.$inferSelect;

/**
 * The documents sent to the sandbox DIAN (src/sandbox-dian, never used in production), by their key (the
 * CUFE or CUDE as the document writes it): shared by every API instance, so a number is validated once and
 * a document sent again is answered as the DIAN answers it (rule 90).
 */
export const sandboxDianDocuments = pgTable(
  'sandbox_dian_documentos',
  {
    documentKey: text('clave').primaryKey(),
    /** `factura` or `nota-credito`: each numbers apart. */
    kind: text('tipo').$type<'factura' | 'nota-credito'>().notNull(),
    issuerNit: text('nit_emisor').notNull(),
    number: text('numero').notNull(),
    fileName: text('nombre_archivo').notNull(),
    /** SendBillSync calls for this key, refused ones too (a test instrument fails the first). */
    attempts: integer('intentos').notNull().default(0),
    /** `00` validated, `99` rejected; null while only failed attempts came. */
    statusCode: text('codigo_estado'),
    /** The rules of the answer, as the DIAN writes them (`Regla: FAD06, Rechazo: …`). */
    errorMessages: jsonb('mensajes').$type<string[]>().notNull().default([]),
    /** The ApplicationResponse the sandbox answered with (XML). */
    applicationResponse: text('respuesta_aplicacion'),
    answeredAt: timestamp('respondido_en', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // a number is validated once per issuer and kind of document, whichever instance validates it
    uniqueIndex('sandbox_dian_documentos_numero_validado_idx')
      .on(table.issuerNit, table.kind, table.number)
      .where(sql`codigo_estado = '00'`),
  ],
);

export type SandboxDianDocument = typeof sandboxDianDocuments.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Ratings (ADR 012): single-use rating tokens (only their SHA-256 is kept) and the ratings sent.
// ---------------------------------------------------------------------------------------------

export const ratingTokenOrigins = ['poliza', 'integrador'] as const;
export type RatingTokenOrigin = (typeof ratingTokenOrigins)[number];

/**
 * A rating link's token: issued with a policy (reference: its number) or minted by an integrator
 * (reference: theirs). `usado_en` is set, once, by the transaction that stores its rating.
 */
export const ratingTokens = pgTable(
  'tokens_calificacion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
    hash: text('hash').notNull().unique('tokens_calificacion_hash_unique'),
    origin: text('origen').$type<RatingTokenOrigin>().notNull(),
    /** The integrator's id (RATING_INTEGRATORS) for a minted token; null for a policy's. */
    integratorId: text('integrador'),
    /** What is rated: the policy number, or the integrator's own reference. */
    reference: text('referencia').notNull(),
    /** The first name the rating page greets, when known. */
    name: text('nombre'),
    policyId: uuid('poliza_id').references(() => policies.id, { onDelete: 'set null' }),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('vence_en', { withTimezone: true }).notNull(),
    usedAt: timestamp('usado_en', { withTimezone: true }),
  },
  (table) => [
    index('tokens_calificacion_poliza_id_idx').on(table.policyId),
    check('tokens_calificacion_origen_check', inList('origen', ratingTokenOrigins)),
    // an integrator's token names its integrator; a policy's names none
    check('tokens_calificacion_integrador_check', sql`(origen = 'integrador') = (integrador is not null)`),
    check('tokens_calificacion_vence_check', sql`vence_en > creado_en`),
  ],
);

/** Ratings, one per token at most (the unique token id keeps two racing submissions to one). */
export const ratings = pgTable(
  'calificaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenId: uuid('token_id')
      .notNull()
      .unique('calificaciones_token_id_unique')
      .references(() => ratingTokens.id, { onDelete: 'restrict' }),
    stars: smallint('estrellas').notNull(),
    /** Trimmed, at most 500 characters; null when none was written. Always shown as text. */
    comment: text('comentario'),
    recommends: boolean('recomendaria').notNull(),
    createdAt: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // the public summary counts by stars and recommendation: read from this index alone
    index('calificaciones_estrellas_recomendaria_idx').on(table.stars, table.recommends),
    check('calificaciones_estrellas_check', sql`estrellas between 1 and 5`),
    check('calificaciones_comentario_check', sql`char_length(comentario) between 1 and 500`),
  ],
);

export type RatingToken = typeof ratingTokens.$inferSelect;
export type Rating = typeof ratings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Email jobs (ADR 014): emails sent after a transaction, written in that transaction and sent by
// whichever API instance claims them first, so a crash after the commit never loses one.
// ---------------------------------------------------------------------------------------------

export const emailJobKinds = [
  'poliza',
  'restablecer-clave',
  'clave-cambiada',
  'reembolso',
  'renovacion',
  'factura',
  'nota-credito',
  'comprobante-efectivo',
] as const;
export type EmailJobKind = (typeof emailJobKinds)[number];

/**
 * One email to send. Claimed with FOR UPDATE SKIP LOCKED and leased until `run_after`, so one
 * instance at a time sends it; `sent_at` is set once it went out, and `payload` is then emptied
 * (a policy's rating link is a live token, kept only until it is sent).
 */
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EmailJobKind>().notNull(),
    /** What the email is built from (see plugins/app/jobs/email-jobs.ts). */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    /** Sends started so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** Not taken before: now for a new job, the lease's end once claimed, the next try after a failure. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the last attempt failed and no more are made. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_jobs_due_idx')
      .on(table.runAfter)
      .where(sql`sent_at is null and abandoned_at is null`),
    // the jobs given up, which the metrics count at every scrape (plugins/app/platform/metrics.ts; ADR 027)
    index('email_jobs_abandoned_idx')
      .on(table.abandonedAt)
      .where(sql`abandoned_at is not null`),
    check('email_jobs_kind_check', inList('kind', emailJobKinds)),
  ],
);

export type EmailJob = typeof emailJobs.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Refunds (ADR 010, "Refunds"): an approved payment that bought no policy gets its money back, by
// the gateway (a card transaction voided) or by an operator (PSE), driven by a job.
// ---------------------------------------------------------------------------------------------

/** pendiente (the job is on it), reembolsado (the money is back), en-gestion (an operator task is open). */
export const refundStatuses = ['pendiente', 'reembolsado', 'en-gestion'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * One refund per approved payment without a policy of its own, written in the transaction that
 * applied the approval. It is its own job: claimed with FOR UPDATE SKIP LOCKED and leased until
 * `siguiente_intento`, tried again after a failure, and finished by one conditional update.
 */
/**
 * Why an approved payment bought no policy: the plate got one for the period (`periodo-ocupado`), the
 * request was issued by another payment (`pago-repetido`), it was closed first (`solicitud-cerrada`: it
 * expired, or was refunded), or its price is no longer the one in force on the day it was paid
 * (`precio-cambio`: a new tariff year, or a start moved to the payment day that changes the vehicle's age).
 */
export const refundReasons = [
  'periodo-ocupado',
  'pago-repetido',
  'solicitud-cerrada',
  'precio-cambio',
  'pago-vencido',
] as const;
export type RefundReason = (typeof refundReasons)[number];

export const refunds = pgTable(
  'reembolsos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('pago_id')
      .notNull()
      .unique('reembolsos_pago_id_unique')
      .references(() => payments.id, { onDelete: 'restrict' }),
    status: text('estado').$type<RefundStatus>().notNull().default('pendiente'),
    /** Why the payment bought no policy (the customer is told): see `refundReasons`. */
    reason: text('motivo').$type<RefundReason>().notNull().default('periodo-ocupado'),
    /** Tries started so far (a claim counts as one). */
    attempts: integer('intentos').notNull().default(0),
    /** Not taken before: now for a new refund, the lease's end once claimed, the next try after a failure. */
    runAfter: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('ultimo_error'),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    /** When the money was back: the gateway confirmed the void, or the operator closed the task. */
    refundedAt: timestamp('reembolsado_en', { withTimezone: true }),
  },
  (table) => [
    index('reembolsos_pendientes_idx')
      .on(table.runAfter)
      .where(sql`estado = 'pendiente'`),
    check('reembolsos_estado_check', inList('estado', refundStatuses)),
    check('reembolsos_motivo_check', inList('motivo', refundReasons)),
    check('reembolsos_reembolsado_check', sql`(estado = 'reembolsado') = (reembolsado_en is not null)`),
  ],
);

/**
 * Work for a person: a refund the gateway cannot make (PSE, or a card it would not void), listed by
 * the operator endpoint (routes/operador) and closed there once the money was transferred.
 */
export const operatorTasks = pgTable(
  'tareas_operador',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('reembolso_id')
      .notNull()
      .unique('tareas_operador_reembolso_id_unique')
      .references(() => refunds.id, { onDelete: 'restrict' }),
    /** Why a person must do it, in Spanish. */
    reason: text('motivo').notNull(),
    createdAt: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resuelta_en', { withTimezone: true }),
    /** What the operator did (the transfer's reference, say). */
    resolution: text('resolucion'),
  },
  (table) => [
    index('tareas_operador_abiertas_idx')
      .on(table.createdAt)
      .where(sql`resuelta_en is null`),
    check('tareas_operador_resuelta_check', sql`(resuelta_en is null) = (resolucion is null)`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
export type OperatorTask = typeof operatorTasks.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The sale's electronic documents (issue 42, ADR 041): one invoice per issued policy, and a credit note for
// the refund of an invoiced payment, each numbered once, signed, validated by the DIAN and delivered.
// ---------------------------------------------------------------------------------------------

/**
 * The last number given in each series (an invoice range by resolution and prefix, the credit notes by
 * prefix): a number is taken by incrementing its row in the transaction that writes it on a document, so
 * two instances never take the same one and a rolled-back transaction leaves no gap.
 */
export const documentSeries = pgTable(
  'series_documentos',
  {
    /** `factura:<resolution>:<prefix>` or `nota-credito:<prefix>`. */
    key: text('clave').primaryKey(),
    /** The next number to give. */
    next: bigint('siguiente', { mode: 'number' }).notNull(),
    /** The series' last number: past it, the series is used up. */
    last: bigint('ultimo', { mode: 'number' }).notNull(),
  },
  () => [check('series_documentos_siguiente_check', sql`siguiente <= ultimo + 1`)],
);

export const electronicDocumentKinds = ['factura', 'nota-credito'] as const;
export type ElectronicDocumentKind = (typeof electronicDocumentKinds)[number];

/** `pendiente` until the DIAN accepts (`aceptada`) or rejects (`rechazada`, with its rules) the document. */
export const electronicDocumentStatuses = ['pendiente', 'aceptada', 'rechazada'] as const;
export type ElectronicDocumentStatus = (typeof electronicDocumentStatuses)[number];

export const electronicDocuments = pgTable(
  'documentos_electronicos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('tipo').$type<ElectronicDocumentKind>().notNull(),
    policyId: uuid('poliza_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('factura_id').references((): AnyPgColumn => electronicDocuments.id, { onDelete: 'restrict' }),
    /** A credit note's refund. */
    refundId: uuid('reembolso_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** Given on the first try, in the transaction that builds the document; kept through every retry. */
    prefix: text('prefijo'),
    number: bigint('numero', { mode: 'number' }),
    issuedAt: timestamp('emitido_en', { withTimezone: true }),
    /** The CUFE of an invoice, the CUDE of a credit note. */
    uniqueCode: text('codigo_unico'),
    /** The signed UBL document as sent to the DIAN. */
    xml: text('xml'),
    status: text('estado').$type<ElectronicDocumentStatus>().notNull().default('pendiente'),
    /** The DIAN's rules a rejection named, in its own words. */
    dianErrors: jsonb('errores_dian').$type<string[]>(),
    /** The DIAN's ApplicationResponse of an accepted document (what the AttachedDocument carries). */
    applicationResponse: text('respuesta_dian'),
    attempts: integer('intentos').notNull().default(0),
    runAfter: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('ultimo_error'),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('aceptado_en', { withTimezone: true }),
    /** The consecutive of its delivery file in the year it was accepted (the zip's name). */
    deliverySequence: bigint('consecutivo_entrega', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('documentos_electronicos_numero_unique').on(table.prefix, table.number),
    uniqueIndex('documentos_electronicos_factura_unique')
      .on(table.policyId)
      .where(sql`tipo = 'factura'`),
    uniqueIndex('documentos_electronicos_reembolso_unique').on(table.refundId),
    index('documentos_electronicos_pendientes_idx')
      .on(table.runAfter)
      .where(sql`estado = 'pendiente'`),
    // the few not accepted (pending or rejected) among every sale's invoice, which the metrics count at every
    // scrape (invoicing/invoice-metrics.ts; ADR 027)
    index('documentos_electronicos_sin_aceptar_idx')
      .on(table.status)
      .where(sql`estado <> 'aceptada'`),
    check('documentos_electronicos_tipo_check', inList('tipo', electronicDocumentKinds)),
    check('documentos_electronicos_estado_check', inList('estado', electronicDocumentStatuses)),
    check('documentos_electronicos_aceptado_check', sql`(estado = 'aceptada') = (aceptado_en is not null)`),
    check(
      'documentos_electronicos_nota_check',
      sql`(tipo = 'nota-credito') = (factura_id is not null and reembolso_id is not null)`,
    ),
    check('documentos_electronicos_numero_check', sql`(numero is null) = (prefijo is null)`),
  ],
);

export type ElectronicDocument = typeof electronicDocuments.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The back office's people (ADR 044): operators with a role, signed in with a password and a second
// factor, and the append-only trail of what each did. Separate from the customers' accounts (`users`).
// ---------------------------------------------------------------------------------------------

export const operatorRoles = ['agente', 'supervisor', 'administrador'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** An operator. `correo` is stored trimmed and lowercased, so its unique index is case-insensitive. */
export const operators = pgTable(
  'operadores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('nombre').notNull(),
    email: text('correo').notNull().unique('operadores_correo_unique'),
    role: text('rol').$type<OperatorRole>().notNull(),
    passwordHash: text('clave_hash').notNull(),
    /** The TOTP secret (base32), given at the first sign-in; null until then. */
    totpSecret: text('totp_secreto'),
    /** Whether a code from that secret was entered once: until then every sign-in shows the enrolment again. */
    totpConfirmed: boolean('totp_confirmado').notNull().default(false),
    /** The SHA-256 of each recovery code not used yet; one is removed when it is used. */
    recoveryCodeHashes: jsonb('codigos_recuperacion_hash').$type<string[]>().notNull().default([]),
    /** The last TOTP time step accepted: the same code is never taken twice. */
    lastTotpStep: bigint('ultimo_paso_totp', { mode: 'number' }),
    active: boolean('activo').notNull().default(true),
    failedAttempts: integer('intentos_fallidos').notNull().default(0),
    lockedUntil: timestamp('bloqueado_hasta', { withTimezone: true }),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('operadores_rol_check', sql`rol in ('agente', 'supervisor', 'administrador')`),
    check('operadores_correo_check', sql`correo = lower(correo)`),
  ],
);

export type Operator = typeof operators.$inferSelect;

/**
 * What operators did, one row per action, written in the action's own transaction. Append-only: a
 * trigger (migration 0018) refuses every UPDATE and DELETE. `operador_id` is null for the machine key.
 */
export const operatorAudit = pgTable(
  'auditoria_operadores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operador_id').references(() => operators.id, { onDelete: 'restrict' }),
    /** The operator's email then (or the email tried, for a failed sign-in; `clave-de-maquina` for the key). */
    operatorEmail: text('operador_correo').notNull(),
    action: text('accion').notNull(),
    target: text('objetivo'),
    reason: text('motivo'),
    before: jsonb('antes'),
    after: jsonb('despues'),
    createdAt: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auditoria_operadores_creado_en_idx').on(table.createdAt),
    index('auditoria_operadores_operador_idx').on(table.operatorId, table.createdAt),
  ],
);

export type OperatorAuditEntry = typeof operatorAudit.$inferSelect;
