// The public rating summary the home page shows (docs/decisions/012-ratings.md,
// "Summary on the home page"). The host's server renders /home with it and puts
// it in the page (`datos-pagina`); the browser's first render reads it from
// there, so the page is taken over as it came. Only a page that came without it
// (static hosting, the API down) asks the API, once the app runs.
import { createContext } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '@soat/shared/federation';
// (types only: the HTTP door is not loaded for the home page, lib/api-client.ts)
import type { ApiResponse } from '@soat/shared/http';
import { apiAddress } from '../../lib/api-client';

export const RATING_SUMMARY = '/api/calificaciones/resumen';
/** The name the summary goes by in the page's data. */
export const SUMMARY_DATA_KEY = 'resumenCalificaciones';

/** The average (one decimal), count, percent who would recommend us (null with no ratings) and ratings by stars, 5 to 1. */
export type RatingSummary = ApiResponse<typeof RATING_SUMMARY, 'get'>;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isNumberOrNull = (value: unknown): value is number | null => value === null || Number.isFinite(value);

/**
 * The summary in `value` (its own fields only), or null when it is not one: the
 * host's server checks the API's answer with it before rendering it and putting
 * it in the page (it reaches the server through the Node build, no browser bundle).
 */
export function ratingSummaryOf(value: unknown): RatingSummary | null {
  const { promedio, total, recomiendan, distribucion } = (value ?? {}) as Partial<RatingSummary>;
  if (!isCount(total) || !isNumberOrNull(promedio) || !isNumberOrNull(recomiendan) || !Array.isArray(distribucion)) {
    return null;
  }
  const rows = distribucion.map((row) => ({ estrellas: row?.estrellas, cantidad: row?.cantidad }));
  return rows.every((row) => isCount(row.estrellas) && isCount(row.cantidad))
    ? { promedio, total, recomiendan, distribucion: rows as RatingSummary['distribucion'] }
    : null;
}

/** The summary a server render shows (the host's server gives it; the build-time prerender has none). */
export const ServerRatingSummary = createContext<RatingSummary | null>(null);

let known: RatingSummary | null | undefined;

/** In the browser, the light check: the page's data comes checked by the server, the answer from the API. */
const asSummary = (value: unknown): RatingSummary | null =>
  Array.isArray((value as RatingSummary | null)?.distribucion) ? (value as RatingSummary) : null;

/**
 * In the browser: the summary the page came with (read once from its data), or
 * the last one fetched; null when there is none yet. Never read on the server.
 */
export function knownSummary(): RatingSummary | null {
  if (known === undefined) {
    try {
      const data = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent || 'null') as Record<
        string,
        unknown
      > | null;
      known = asSummary(data?.[SUMMARY_DATA_KEY]);
    } catch {
      known = null; // not ours: the summary is fetched instead
    }
  }
  return known;
}

/**
 * Asks the API for the summary. The block is optional: no loading overlay, no error alert and no
 * retries; any failure is null, and the invitation stays. The browser's own fetch, not the HTTP
 * client's: a public GET needs none of ky's (8.3 KB gzip the home page would fetch for this alone,
 * docs/decisions/048-lighter-pages.md); the API names the request in its logs itself.
 */
export async function fetchRatingSummary(): Promise<RatingSummary | null> {
  try {
    const answer = await fetch(apiAddress(RATING_SUMMARY), {
      headers: { accept: 'application/json' },
    });
    known = answer.ok ? asSummary(await answer.json()) : null;
    return known;
  } catch {
    return null;
  }
}

/** Forgets the summary read or fetched (tests render many pages in one document). */
export function forgetRatingSummary(): void {
  known = undefined;
}
