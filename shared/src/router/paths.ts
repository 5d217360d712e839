/** Every route of the portal, named once. */
export const PATHS = {
  home: '/home',
  quienesSomos: '/quienes-somos',
  tarifas: '/tarifas',
  soat: '/soat',
  consultaSoat: '/soat/consulta',
  misPolizas: '/soat/mis-polizas',
  /** The unsubscribe link of the renewal reminders (`?baja=<token>`). */
  recordatorios: '/soat/recordatorios',
  cotizarSoat: '/cotizar-soat',
  comprarSoat: '/cotizar-soat/comprar-soat',
  /** Followed by `/<idSolicitudSoat>`: see paymentPath. */
  realizarPagoSoat: '/cotizar-soat/pagos/realizar-pago-soat',
  respuestaPagoSoat: '/cotizar-soat/pagos/respuesta-pago-soat',
  calificacion: '/calificacion',
  iniciarSesion: '/iniciar-sesion',
  crearCuenta: '/crear-cuenta',
  recuperarClave: '/recuperar-clave',
  restablecerClave: '/restablecer-clave',
  demo: '/demo',
  /** The back office (remote-operador): its first page, behind an operator session. */
  operador: '/operador',
  operadorIngresar: '/operador/ingresar',
} as const;

/**
 * What the home page's plate box hands the purchase page beside the plate (`?placa=`): the owner's document
 * number, with which the RUNT gives the vehicle (ADR 034). It travels in the history entry's state, never in
 * the address, where servers and shared links would keep it.
 */
export interface PurchaseEntryState {
  numeroDocumentoPropietario: string;
}

/** The purchase page's entry state from a history entry's state (anything else, or nothing: null). */
export function purchaseEntryState(state: unknown): PurchaseEntryState | null {
  if (typeof state !== 'object' || state === null || !('numeroDocumentoPropietario' in state)) return null;
  const number = state.numeroDocumentoPropietario;
  return typeof number === 'string' && number.trim() !== '' ? { numeroDocumentoPropietario: number.trim() } : null;
}

/** The payment page of a purchase request, or its result page. */
export function paymentPath(page: 'realizar' | 'respuesta', purchaseRequestId: string): string {
  const base = page === 'realizar' ? PATHS.realizarPagoSoat : PATHS.respuestaPagoSoat;
  return `${base}/${encodeURIComponent(purchaseRequestId)}`;
}

/**
 * A portal path as a route under the host's base (`/`) declares it:
 * `routePath(PATHS.iniciarSesion)` → `iniciar-sesion`.
 */
export function routePath(path: string): string {
  return path.replace(/^\//, '');
}

/**
 * A same-origin path to return to after signing in. Anything else (absolute
 * URLs, `//host`, back-slashes) would be an open redirect: those fall back to home.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return PATHS.home;
  return value;
}
