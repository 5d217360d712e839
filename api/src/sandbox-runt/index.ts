import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayInColombia, type CalendarDate } from '@soat/shared/rules/validity';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxRuntReports } from '../db/schema.js';
import {
  fromRuntDate,
  RUNT_CLASSES,
  RUNT_SERVICES,
  type RuntErrorAnswer,
  type RuntErrorCode,
  type RuntPolicyReport,
  type RuntReportReceipt,
  type RuntSoat,
  type RuntVehicleAnswer,
} from '../plugins/app/runt/runt-shapes.js';
import { generateRegister, type RegisteredVehicle } from './register.js';
import {
  documentedVehicles,
  familyVehicle,
  faultPlates,
  reportFailsOncePlate,
  soatInForce,
} from './test-instruments.js';

// A RUNT reader for development and tests (README.md in this folder; ADR 031), mounted at /sandbox-runt
// when RUNT_SANDBOX is on (never in production): answers in the reader's shape, with the key of RUNT_API_KEY.

const hidden = { hide: true } as const;

const register = generateRegister();
for (const vehicle of documentedVehicles) register.set(vehicle.placa, vehicle);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Compares in constant time: how long the check takes says nothing of how close a guess was. */
const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

function fail(reply: FastifyReply, status: number, code: RuntErrorCode, message: string) {
  return reply.code(status).send({ error: { codigo: code, mensaje: message } } satisfies RuntErrorAnswer);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: number | null) => (value === null ? null : String(value));

/** A reported policy as the register lists it, VIGENTE when it covers `today`. */
function soatRecord(policy: RuntPolicyReport, today: CalendarDate): RuntSoat {
  const start = fromRuntDate(policy.fechaVigencia) ?? '';
  const end = fromRuntDate(policy.fechaVencimiento) ?? '';
  return {
    noPoliza: policy.noPoliza,
    fechaExpedicion: policy.fechaExpedicion,
    fechaVigencia: policy.fechaVigencia,
    fechaVencimiento: policy.fechaVencimiento,
    entidadExpideSoat: policy.entidadExpideSoat,
    estado: start <= today && today <= end ? 'VIGENTE' : 'NO VIGENTE',
    tipoTarifa: policy.tipoTarifa,
  };
}

function vehicleAnswer(vehicle: RegisteredVehicle, soat: RuntSoat[]): RuntVehicleAnswer {
  const service = RUNT_SERVICES[vehicle.servicio];
  return {
    data: {
      placa: vehicle.placa,
      informacionGeneralVehiculo: {
        estadoDelVehiculo: 'ACTIVO',
        clase: vehicle.clase === null ? 'REMOLQUE' : RUNT_CLASSES[vehicle.clase],
        servicio: vehicle.diplomatic ? 'DIPLOMATICO' : service.servicio,
        modalidadServicio: service.modalidadServicio,
        marca: vehicle.marca,
        linea: vehicle.linea,
        modelo: String(vehicle.modelo),
        color: vehicle.color,
        cilindraje: number(vehicle.cilindraje),
        pasajerosSentados: number(vehicle.pasajeros),
        capacidadCarga: number(vehicle.capacidadKg),
        pesoBruto: String(vehicle.pesoBrutoKg),
      },
      propietario: {
        tipoDocumento: vehicle.owner.tipoDocumento,
        nombres: vehicle.owner.nombres,
        apellidos: vehicle.owner.apellidos,
      },
      soat,
    },
  };
}

/** The report's fields, or null when one is missing (the RUNT refuses it whole). */
function readReport(body: unknown): RuntPolicyReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const input = body as Record<string, unknown>;
  const holder = (typeof input.tomador === 'object' && input.tomador !== null ? input.tomador : {}) as Record<
    string,
    unknown
  >;
  const report = {
    noPoliza: text(input.noPoliza),
    placa: text(input.placa).toUpperCase(),
    fechaExpedicion: text(input.fechaExpedicion),
    fechaVigencia: text(input.fechaVigencia),
    fechaVencimiento: text(input.fechaVencimiento),
    entidadExpideSoat: text(input.entidadExpideSoat),
    tipoTarifa: text(input.tipoTarifa),
    tomador: { tipoDocumento: text(holder.tipoDocumento), numeroDocumento: text(holder.numeroDocumento) },
  };
  const dates = [report.fechaExpedicion, report.fechaVigencia, report.fechaVencimiento];
  const complete =
    Object.values(report).every((value) => value !== '') &&
    report.tomador.tipoDocumento !== '' &&
    report.tomador.numeroDocumento !== '' &&
    dates.every((day) => /^\d{2}\/\d{2}\/\d{4}$/.test(day));
  return complete ? report : null;
}

export default async function sandboxRunt(app: FastifyInstance) {
  const { runt } = app.config;
  const db = app.db;
  // Closing ends the slow plate's wait: the close waits for requests in flight.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  const authorized = (request: FastifyRequest) => sameText(text(request.headers['x-api-key']), runt.apiKey);

  app.get('/v1/vehiculos', { schema: hidden }, async (request, reply) => {
    if (!authorized(request)) return fail(reply, 401, 'NO_AUTORIZADO', 'La llave del RUNT no es válida.');
    const query = request.query as Record<string, unknown>;
    const plate = text(query.placa).toUpperCase();
    const documentType = text(query.tipoDocumento);
    const documentNumber = text(query.numeroDocumento).toUpperCase();
    if (!plate || !documentType || !documentNumber)
      return fail(reply, 400, 'SOLICITUD_INVALIDA', 'Indica la placa y el tipo y número de documento del propietario.');
    if (plate === faultPlates.down)
      return fail(reply, 503, 'SERVICIO_NO_DISPONIBLE', 'El servicio del RUNT no está disponible.');
    if (plate === faultPlates.slow)
      await sleep(runt.sandboxSlowMs, undefined, { signal: closing.signal }).catch(() => {});

    const vehicle = register.get(plate) ?? familyVehicle(plate) ?? undefined;
    // the same work whether the plate exists or not, and a comparison that takes the same time
    const owner = vehicle?.owner ?? { tipoDocumento: '', numeroDocumento: '' };
    const owns = sameText(`${owner.tipoDocumento}:${owner.numeroDocumento}`, `${documentType}:${documentNumber}`);
    if (!vehicle) return fail(reply, 404, 'VEHICULO_NO_ENCONTRADO', 'No hay un vehículo con esa placa en el RUNT.');
    if (!owns)
      return fail(reply, 422, 'DOCUMENTO_NO_COINCIDE', 'El documento no corresponde al propietario del vehículo.');

    const today = todayInColombia();
    const reported = await db
      .select({ report: sandboxRuntReports.report })
      .from(sandboxRuntReports)
      .where(and(eq(sandboxRuntReports.plate, plate), sql`${sandboxRuntReports.receivedAt} is not null`));
    const soat = [
      ...(plate === 'XKE321' ? [soatRecord(soatInForce(today), today)] : []),
      ...reported.map(({ report }) => soatRecord(report as unknown as RuntPolicyReport, today)),
    ].sort((a, b) => ((fromRuntDate(b.fechaVigencia) ?? '') > (fromRuntDate(a.fechaVigencia) ?? '') ? 1 : -1));
    return vehicleAnswer(vehicle, soat);
  });

  app.post('/v1/polizas', { schema: hidden }, async (request, reply) => {
    if (!authorized(request)) return fail(reply, 401, 'NO_AUTORIZADO', 'La llave del RUNT no es válida.');
    const report = readReport(request.body);
    if (!report)
      return fail(
        reply,
        400,
        'SOLICITUD_INVALIDA',
        'El reporte necesita número de póliza, placa, fechas dd/mm/aaaa, entidad, tarifa y tomador.',
      );
    // one row per policy: the attempt is counted first, so two instances agree on which one is the first
    const [row] = await db
      .insert(sandboxRuntReports)
      .values({ policyNumber: report.noPoliza, plate: report.placa, report: { ...report }, attempts: 1 })
      .onConflictDoUpdate({
        target: sandboxRuntReports.policyNumber,
        set: { attempts: sql`${sandboxRuntReports.attempts} + 1` },
      })
      .returning();
    if (report.placa === reportFailsOncePlate && row!.attempts === 1)
      return fail(reply, 503, 'SERVICIO_NO_DISPONIBLE', 'El servicio del RUNT no está disponible.');

    const [received] = await db
      .update(sandboxRuntReports)
      .set({ filingNumber: `RUNT-${randomBytes(6).toString('hex').toUpperCase()}`, receivedAt: new Date() })
      .where(and(eq(sandboxRuntReports.policyNumber, report.noPoliza), isNull(sandboxRuntReports.receivedAt)))
      .returning();
    const filed =
      received ??
      (await db.select().from(sandboxRuntReports).where(eq(sandboxRuntReports.policyNumber, report.noPoliza)))[0]!;
    return reply.code(received ? 201 : 200).send({
      data: {
        radicado: filed.filingNumber!,
        noPoliza: filed.policyNumber,
        fechaRegistro: filed.receivedAt!.toISOString(),
      },
    } satisfies RuntReportReceipt);
  });
}
