import type { DocumentType } from '@soat/shared/rules/identity-document';
import type { CalendarDate } from '@soat/shared/rules/validity';
import type { VehicleData } from '@soat/shared/rules/vehicle';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  classOfRunt,
  fromRuntDate,
  serviceOfRunt,
  toRuntDate,
  type RuntErrorAnswer,
  type RuntPolicyReport,
  type RuntReportReceipt,
  type RuntVehicleAnswer,
} from './runt-shapes.js';

// The RUNT adapter (ADR 031): the one place that talks to a RUNT reader, over HTTP at RUNT_URL with
// RUNT_API_KEY (the sandbox in development, a real reader in production), and turns its words into the
// portal's. Routes and jobs see `app.runt` only.

/** A SOAT policy the RUNT lists for a vehicle, in the portal's words. */
export interface RuntPolicy {
  numeroPoliza: string;
  aseguradora: string;
  fechaExpedicion: CalendarDate;
  inicioVigencia: CalendarDate;
  finVigencia: CalendarDate;
  codigoTarifa: string;
}

/** A vehicle as the RUNT registers it, for its owner. */
export interface RuntVehicle {
  placa: string;
  /** The data the tariff reads; null when the RUNT's class or service is not one the tariff names (a trailer). */
  vehiculo: VehicleData | null;
  marca: string;
  linea: string;
  color: string;
  /** Gross weight in kilograms. */
  pesoBruto: number | null;
  propietario: { nombres: string; apellidos: string };
  polizas: RuntPolicy[];
}

/** Found for that owner; or not: no such plate, or the document is not its owner's. */
export type VehicleLookup = { found: true; vehicle: RuntVehicle } | { found: false; reason: 'not-found' | 'not-owner' };

/** A policy the insurer reports (the RUNT must have it within 24 hours of issue). */
export interface PolicyReport {
  numeroPoliza: string;
  placa: string;
  fechaExpedicion: CalendarDate;
  inicioVigencia: CalendarDate;
  finVigencia: CalendarDate;
  aseguradora: string;
  codigoTarifa: string;
  tomador: { tipoDocumento: DocumentType; numeroDocumento: string };
}

export interface RuntReader {
  /** The vehicle of the plate when the document is its owner's. Throws RuntUnavailableError when the RUNT does not answer. */
  vehicleByPlate(plate: string, documentType: DocumentType, documentNumber: string): Promise<VehicleLookup>;
  /** The RUNT's filing number of the report (the same for a policy reported before). Throws RuntUnavailableError or RuntRefusedError. */
  reportPolicy(report: PolicyReport): Promise<{ radicado: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    runt: RuntReader;
  }
}

/** The RUNT cannot be reached, timed out, answered 5xx or something unreadable: try again later, or type the data. */
export class RuntUnavailableError extends Error {
  readonly detail: string;
  readonly timedOut: boolean;

  constructor(detail: string, timedOut = false) {
    super(`RUNT unavailable: ${detail}`);
    this.detail = detail;
    this.timedOut = timedOut;
    this.name = 'RuntUnavailableError';
  }
}

/** The RUNT refused what we sent (4xx): our side is wrong, and sending it again will not help. */
export class RuntRefusedError extends Error {
  readonly status: number;
  readonly answer: unknown;

  constructor(status: number, answer: unknown) {
    super(`RUNT refused the request (${status})`);
    this.status = status;
    this.answer = answer;
    this.name = 'RuntRefusedError';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (text: string | null | undefined) => {
  const value = text === null || text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** The vehicle data the tariff reads, from the RUNT's record; null when the tariff does not name it. */
function tariffData(info: RuntVehicleAnswer['data']['informacionGeneralVehiculo']): VehicleData | null {
  const vehicleClass = classOfRunt(info.clase);
  const service = serviceOfRunt(info.servicio, info.modalidadServicio);
  const modelYear = count(info.modelo);
  if (vehicleClass === null || service === null || modelYear === undefined) return null;
  const displacement = count(info.cilindraje);
  const passengers = count(info.pasajerosSentados);
  const loadKg = count(info.capacidadCarga);
  return {
    clase: vehicleClass,
    servicio: service,
    modelo: modelYear,
    ...(displacement === undefined ? {} : { cilindraje: displacement }),
    ...(passengers === undefined ? {} : { pasajeros: passengers }),
    ...(loadKg === undefined || loadKg === 0 ? {} : { toneladas: loadKg / 1000 }),
  };
}

function toVehicle(answer: RuntVehicleAnswer): RuntVehicle {
  const { data } = answer;
  const info = data.informacionGeneralVehiculo;
  return {
    placa: data.placa,
    vehiculo: tariffData(info),
    marca: info.marca,
    linea: info.linea,
    color: info.color,
    pesoBruto: count(info.pesoBruto) ?? null,
    propietario: { nombres: data.propietario.nombres, apellidos: data.propietario.apellidos },
    polizas: data.soat.flatMap((soat) => {
      const issued = fromRuntDate(soat.fechaExpedicion);
      const start = fromRuntDate(soat.fechaVigencia);
      const end = fromRuntDate(soat.fechaVencimiento);
      if (!issued || !start || !end) return [];
      return [
        {
          numeroPoliza: soat.noPoliza,
          aseguradora: soat.entidadExpideSoat,
          fechaExpedicion: issued,
          inicioVigencia: start,
          finVigencia: end,
          codigoTarifa: soat.tipoTarifa,
        },
      ];
    }),
  };
}

const isVehicleAnswer = (body: unknown): body is RuntVehicleAnswer =>
  isObject(body) &&
  isObject(body.data) &&
  typeof body.data.placa === 'string' &&
  isObject(body.data.informacionGeneralVehiculo) &&
  isObject(body.data.propietario) &&
  Array.isArray(body.data.soat);

const errorCode = (body: unknown) =>
  isObject(body) && isObject(body.error) ? (body as unknown as RuntErrorAnswer).error.codigo : undefined;

export interface RuntClientOptions {
  /** Overrides RUNT_TIMEOUT_MS (the tests' slow plate). */
  timeoutMs?: number;
}

async function runtClientPlugin(app: FastifyInstance, options: RuntClientOptions) {
  const config = app.config.runt;

  /** One call to the reader: its status and JSON body, or RuntUnavailableError. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    let response: Response;
    try {
      response = await fetch(`${config.url}${path}`, {
        method,
        headers: {
          'x-api-key': config.apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new RuntUnavailableError(timedOut ? `no answer in ${timeoutMs} ms` : (error as Error).message, timedOut);
    }
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      throw new RuntUnavailableError(`status ${response.status}`);
    }
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw new RuntUnavailableError(`unreadable answer (status ${response.status})`);
    }
  }

  app.decorate('runt', {
    async vehicleByPlate(plate, documentType, documentNumber) {
      const query = new URLSearchParams({ placa: plate, tipoDocumento: documentType, numeroDocumento: documentNumber });
      const answer = await call('GET', `/vehiculos?${query}`);
      if (answer.status === 200 && isVehicleAnswer(answer.body))
        return { found: true, vehicle: toVehicle(answer.body) };
      const code = errorCode(answer.body);
      if (answer.status === 404 && code === 'VEHICULO_NO_ENCONTRADO') return { found: false, reason: 'not-found' };
      if (code === 'DOCUMENTO_NO_COINCIDE') return { found: false, reason: 'not-owner' };
      if (answer.status === 200) throw new RuntUnavailableError('unreadable vehicle');
      throw new RuntRefusedError(answer.status, answer.body);
    },

    async reportPolicy(report) {
      const body: RuntPolicyReport = {
        noPoliza: report.numeroPoliza,
        placa: report.placa,
        fechaExpedicion: toRuntDate(report.fechaExpedicion),
        fechaVigencia: toRuntDate(report.inicioVigencia),
        fechaVencimiento: toRuntDate(report.finVigencia),
        entidadExpideSoat: report.aseguradora,
        tipoTarifa: report.codigoTarifa,
        tomador: report.tomador,
      };
      const answer = await call('POST', '/polizas', body);
      const receipt = answer.body as RuntReportReceipt;
      if ((answer.status === 200 || answer.status === 201) && typeof receipt?.data?.radicado === 'string')
        return { radicado: receipt.data.radicado };
      if (answer.status < 300) throw new RuntUnavailableError('unreadable receipt');
      throw new RuntRefusedError(answer.status, answer.body);
    },
  } satisfies RuntReader);
}

export default fp(runtClientPlugin, { name: 'runt-client' });
