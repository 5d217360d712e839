/**
 * What every rule of this folder answers: the value in the form it is stored
 * in, or why it is refused, as a stable code (the front ends translate it, key
 * `rules:<code>`) and the Spanish message the API sends as it is.
 */
export type RuleCheck<T = string> =
  { ok: true; value: T } | { ok: false; code: string; message: string; params?: Record<string, string | number> };
