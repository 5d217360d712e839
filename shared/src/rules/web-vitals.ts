// Real-user monitoring (ADR 046): what the host's reporter sends and the API accepts. Pure and free of
// dependencies: the browser and the API read one closed list of routes and one set of bounds.

/** The four Web Vitals a page view reports (web.dev/articles/vitals). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** The device classes: a phone (or tablet), or anything else. */
export const WEB_VITAL_DEVICES = ['movil', 'escritorio'] as const;
export type WebVitalDevice = (typeof WEB_VITAL_DEVICES)[number];

/** Any path outside the list: never the path itself, which may carry a plate or a token. */
export const OTHER_ROUTE = 'otra';

/**
 * The portal's route patterns (its routes, `PATHS` of the shared router, plus the payment pages'
 * `:idSolicitudSoat`): the only routes a measurement is labelled with. A parameter stands for one segment.
 * The back office and the demo apps are not customers' pages: they are `otra`.
 */
export const WEB_VITAL_ROUTES = [
  '/home',
  '/quienes-somos',
  '/tarifas',
  '/soat',
  '/soat/consulta',
  '/soat/mis-polizas',
  '/soat/recordatorios',
  '/cotizar-soat',
  '/cotizar-soat/comprar-soat',
  '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat',
  '/cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat',
  '/calificacion',
  '/iniciar-sesion',
  '/crear-cuenta',
  '/recuperar-clave',
  '/restablecer-clave',
] as const;

/** At most one measurement of each vital in a batch (a page view sends what changed since its last batch). */
export const WEB_VITALS_MAX_BATCH = WEB_VITAL_NAMES.length;
/** Milliseconds: a page view longer than ten minutes to paint or answer a tap is no measurement worth keeping. */
export const WEB_VITAL_MAX_MS = 600_000;
/** Cumulative Layout Shift is unitless; good is under 0.1, and a page that shifts 100 screens is broken. */
export const WEB_VITAL_MAX_CLS = 100;
/** The interacted element's description (`button#pagar`, `input[name=placa]`): short, never what was typed. */
export const WEB_VITAL_TARGET_MAX_LENGTH = 100;
/** A description's shape: a tag, then its id, or one attribute's name with an optional word (`[name="placa"]`). */
export const WEB_VITAL_TARGET_PATTERN = /^[a-z][a-z0-9-]*(?:#[\w-]+|\[[\w-]+(?:="[\w-]*")?\])?$/;

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The route pattern a path (no query, no fragment) is a page of, or `otra`. */
export function webVitalRoute(pathname: string): string {
  const path = segments(pathname);
  const match = WEB_VITAL_ROUTES.find((pattern) => {
    const parts = segments(pattern);
    return (
      parts.length === path.length &&
      parts.every((part, index) => part === path[index] || (part.startsWith(':') && path[index] !== ''))
    );
  });
  return match ?? OTHER_ROUTE;
}

/** A route the list has, as it is; anything else (a path, a typo) is `otra`. */
export function knownWebVitalRoute(route: unknown): string {
  return typeof route === 'string' && (WEB_VITAL_ROUTES as readonly string[]).includes(route) ? route : OTHER_ROUTE;
}
