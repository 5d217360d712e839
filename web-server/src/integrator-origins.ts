// The integrators' origins (ADR 012), for this server: the pages that may frame the rating page and fetch
// the custom element's files. They come from the API's own variable, RATING_INTEGRATORS (a JSON array of
// `{ id, clave, origenes }`); only the origins are read here, the API checks the rest. Unset or
// empty: no integrator.
import { isWebOrigin } from '@soat/shared/rules/web-origin';

/**
 * Every integrator's origins, once each.
 * @throws {Error} naming what is wrong, when the variable is set but is not such a list
 */
export function integratorOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const value = env.RATING_INTEGRATORS;
  if (value === undefined || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('RATING_INTEGRATORS is not valid JSON: expected [{ "id", "clave", "origenes": [...] }, ...]');
  }
  if (!Array.isArray(parsed)) throw new Error('RATING_INTEGRATORS must be a JSON array of { "id", "origenes", … }');
  const origins = parsed.flatMap((entry: unknown, index) => {
    const entryOrigins: unknown =
      entry !== null && typeof entry === 'object' ? (entry as { origenes?: unknown }).origenes : undefined;
    if (!Array.isArray(entryOrigins) || !entryOrigins.every(isWebOrigin)) {
      throw new Error(
        `RATING_INTEGRATORS, entry ${index}: "origenes" must be a list of origins such as "https://tienda.example.co"`,
      );
    }
    return entryOrigins;
  });
  return [...new Set(origins)];
}
