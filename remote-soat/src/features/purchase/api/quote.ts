import { http } from '@soat/shared/http';
import type { VehicleData } from '@soat/shared/rules/tariff';

const QUOTES = 'soat/api/v1/cotizaciones';

/** What POST /cotizaciones takes: the plate, the vehicle and, optionally, the first day of the policy. */
export interface QuoteRequest {
  placa: string;
  vehiculo: VehicleData;
  inicioVigencia?: string;
}

/** The server's price for the vehicle (ADR 010): the browser shows it, never computes it. */
export interface Quote {
  placa: string;
  vehiculo: VehicleData;
  codigoTarifa: string;
  categoria: string;
  subcategoria: string;
  rangoDiferencial: boolean;
  anioTarifa: number;
  prima: number | null;
  contribucionAdres: number | null;
  subtotal: number;
  tasaRunt: number;
  total: number;
  inicioVigencia: string;
  finVigencia: string;
  inicioMinimo: string;
  inicioMaximo: string;
  polizaVigenteHasta: string | null;
}

export function requestQuote(request: QuoteRequest): Promise<Quote> {
  return http().post(QUOTES, { json: request }).json<Quote>();
}
