import { apiUrl, http, type ApiRequest, type ApiResponse } from '@soat/shared/http';

const QUOTES = '/soat/api/v1/cotizaciones';

/** What POST /cotizaciones takes: the plate, the vehicle and, optionally, the first day of the policy. */
export type QuoteRequest = ApiRequest<typeof QUOTES, 'post'>;
/** The server's price for the vehicle (ADR 010): the browser shows it, never computes it. */
export type Quote = ApiResponse<typeof QUOTES, 'post'>;

export function requestQuote(request: QuoteRequest): Promise<Quote> {
  return http().post(apiUrl(QUOTES), { json: request }).json<Quote>();
}
