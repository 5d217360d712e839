import type { SandboxTransaction } from '../db/schema.js';
import { escapeHtml, formatAmount, layout, merchantName } from './checkout-page.js';

// The sandbox's stand-in for the Nequi app: a phone's pending pushes, each approved, declined or (a test
// instrument) left to expire now.

export interface NequiPageState {
  phone?: string;
  error?: string;
  /** What the last action did, read out to a screen reader. */
  notice?: string;
  pushes?: SandboxTransaction[];
  now: Date;
}

/** "4 min 05 s" left until `expiresAt`; "sin plazo" for a push without one. */
export function timeLeft(expiresAt: Date | null, now: Date): string {
  if (!expiresAt) return 'sin plazo';
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${rest} s`;
}

function push(transaction: SandboxTransaction, phone: string, now: Date): string {
  const id = escapeHtml(transaction.id);
  // each push's buttons are described by its heading: a screen reader hears which payment «Aprobar» is for
  return `<li>
<h3 id="push-${id}">${escapeHtml(merchantName)} te pide ${escapeHtml(formatAmount(transaction.amountInCents))}</h3>
<dl>
<dt>Comercio</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>Valor</dt><dd>${escapeHtml(formatAmount(transaction.amountInCents))}</dd>
<dt>Referencia</dt><dd>${escapeHtml(transaction.reference)}</dd>
<dt>Tiempo para responder</dt><dd>${escapeHtml(timeLeft(transaction.expiresAt, now))}</dd>
</dl>
<form method="post">
<input type="hidden" name="celular" value="${escapeHtml(phone)}">
<input type="hidden" name="id" value="${id}">
<div class="acciones">
<button type="submit" name="accion" value="aprobar" aria-describedby="push-${id}">Aprobar</button>
<button type="submit" name="accion" value="rechazar" class="secundario" aria-describedby="push-${id}">Rechazar</button>
<button type="submit" name="accion" value="vencer" class="secundario" aria-describedby="push-${id}">Dejar vencer ahora</button>
</div>
</form>
</li>`;
}

export function nequiPage(state: NequiPageState): string {
  const { phone = '', error, notice, pushes } = state;
  const describedBy = ['celular-ayuda', error ? 'celular-error' : ''].filter(Boolean).join(' ');
  const list =
    pushes === undefined
      ? ''
      : pushes.length === 0
        ? '<h2>Notificaciones pendientes</h2>\n<p>No hay pagos pendientes para este celular.</p>'
        : `<h2>Notificaciones pendientes</h2>\n<ul>${pushes.map((item) => push(item, phone, state.now)).join('\n')}</ul>`;
  return layout(
    'App Nequi de pruebas',
    `<h1>App Nequi de pruebas</h1>
<p>Escribe el celular de la cuenta Nequi para ver los pagos que esperan tu aprobación.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="get" novalidate>
<label for="celular">Celular de la cuenta Nequi</label>
<input id="celular" name="celular" autocomplete="tel-national" inputmode="numeric" maxlength="10" required value="${escapeHtml(phone)}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<p id="celular-ayuda" class="ayuda">Pruebas: 3991111111 aprueba sola y 3992222222 rechaza sola unos segundos después; otro celular espera tu respuesta aquí.</p>
${error ? `<p id="celular-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="acciones"><button type="submit">Ver pagos pendientes</button></div>
</form>
${list}`,
  );
}
