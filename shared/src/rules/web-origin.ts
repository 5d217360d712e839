// A web origin as a configuration names one (the rating integrators' pages, ADR 012): the API's CORS and
// the front ends' server (frame-ancestors) check RATING_INTEGRATORS' origins with this one rule.

// The WHATWG URL every runtime of the rules has (Node, browsers); the rules compile without the DOM's or
// Node's library types, so this is all of it they rely on.
declare const URL: new (value: string) => { protocol: string; origin: string };

/** `https://tienda.example.co` or `http://localhost:5500`: a scheme, a host and maybe a port, nothing else (never `*` or `null`). */
export function isWebOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
