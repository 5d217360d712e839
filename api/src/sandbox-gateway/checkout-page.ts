import { createHash } from 'node:crypto';
import type { SandboxTransaction } from '../db/schema.js';
import { bankName } from './test-instruments.js';

// The hosted checkout's HTML: small, in Spanish, usable with a keyboard and a screen reader, and
// loading nothing from anywhere (its one stylesheet is inline and allowed by its hash in the CSP).

export const merchantName = 'Portal SOAT';

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a202c;background:#f4f6f8}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;border:1px solid #cbd5e0}
h1{font-size:1.4rem;margin:0 0 .5rem}
.aviso{background:#fefcbf;border:1px solid #b7791f;padding:.5rem .75rem;border-radius:.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;font:inherit;padding:.5rem;border:1px solid #4a5568;border-radius:.25rem}
input[aria-invalid=true]{border:2px solid #c53030}
.error{color:#c53030;margin:.25rem 0 0}
.ayuda{color:#4a5568;font-size:.9rem}
.acciones{display:flex;gap:1rem;margin-top:1.5rem}
button,a.boton{font:inherit;padding:.6rem 1.2rem;border-radius:.25rem;border:2px solid #2b6cb0;background:#2b6cb0;color:#fff;cursor:pointer;text-decoration:none}
button.secundario{background:#fff;color:#2b6cb0}
:focus-visible{outline:3px solid #dd6b20;outline-offset:2px}
`;

const styleHash = createHash('sha256').update(styles, 'utf8').digest('base64');

/**
 * The page's own policy, stricter than nothing and looser than the API's `default-src 'none'` only
 * where a page needs it: its inline stylesheet (by hash) and its form. A form's redirect counts as
 * form navigation, so the merchant's origin (where the browser is sent back) is allowed too.
 */
export function checkoutContentSecurityPolicy(redirectUrl: string | null): string {
  const formTargets = ["'self'"];
  if (redirectUrl) {
    try {
      formTargets.push(new URL(redirectUrl).origin);
    } catch {
      // an unparseable URL was refused when the transaction was created
    }
  }
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
export const formatAmount = (amountInCents: number) => pesos.format(amountInCents / 100);

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Pasarela de pagos de prueba</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="aviso">Pasarela de pagos de prueba: no se hace ningún cobro real.</p>
${body}
</main>
</body>
</html>`;
}

export function summary(transaction: SandboxTransaction): string {
  return `<dl>
<dt>Comercio</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>Referencia</dt><dd>${escapeHtml(transaction.reference)}</dd>
<dt>Valor a pagar</dt><dd>${escapeHtml(formatAmount(transaction.amountInCents))}</dd>
</dl>`;
}

export interface CardFormState {
  /** What the payer typed, kept on a re-shown form (never the card number nor the CVC). */
  titular?: string;
  vencimiento?: string;
  errors?: Record<string, string>;
}

const cardFields = [
  { name: 'numero', label: 'Número de la tarjeta', autocomplete: 'cc-number', inputmode: 'numeric', keep: false },
  { name: 'titular', label: 'Nombre del titular', autocomplete: 'cc-name', inputmode: 'text', keep: true },
  { name: 'vencimiento', label: 'Vencimiento (MM/AA)', autocomplete: 'cc-exp', inputmode: 'numeric', keep: true },
  { name: 'cvc', label: 'Código de seguridad (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric', keep: false },
] as const;

function errorSummary(errors: Record<string, string>): string {
  const items = cardFields
    .filter((field) => errors[field.name])
    .map(
      (field) => `<li><a href="#${field.name}">${escapeHtml(field.label)}: ${escapeHtml(errors[field.name])}</a></li>`,
    );
  return `<div role="alert"><h2>Revisa los datos de la tarjeta</h2><ul>${items.join('')}</ul></div>`;
}

export function cardPage(transaction: SandboxTransaction, state: CardFormState = {}): string {
  const errors = state.errors ?? {};
  const inputs = cardFields.map((field) => {
    const error = errors[field.name];
    const value = field.keep ? (state[field.name] ?? '') : '';
    const describedBy = [`${field.name}-ayuda`, error ? `${field.name}-error` : ''].filter(Boolean).join(' ');
    const help =
      field.name === 'numero'
        ? 'Pruebas: 4242 4242 4242 4242 aprueba; 4111 1111 1111 1111 rechaza; otra da error.'
        : '';
    return `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input id="${field.name}" name="${field.name}" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}" required value="${escapeHtml(value)}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<p id="${field.name}-ayuda" class="ayuda">${escapeHtml(help)}</p>${error ? `\n<p id="${field.name}-error" class="error">${escapeHtml(error)}</p>` : ''}`;
  });
  return layout(
    'Pagar con tarjeta',
    `<h1>Pagar con tarjeta</h1>
${summary(transaction)}
${Object.keys(errors).length > 0 ? errorSummary(errors) : ''}
<form method="post" novalidate>
${inputs.join('\n')}
<div class="acciones"><button type="submit">Pagar ${escapeHtml(formatAmount(transaction.amountInCents))}</button></div>
</form>`,
  );
}

export function bankPage(transaction: SandboxTransaction): string {
  const personType = transaction.pseUserType === 1 ? 'Jurídica' : 'Natural';
  return layout(
    'Pagar con PSE',
    `<h1>${escapeHtml(bankName(transaction.pseBankCode))}</h1>
<p>Estás en el banco de pruebas de PSE. Autoriza o cancela el pago.</p>
${summary(transaction)}
<dl><dt>Tipo de persona</dt><dd>${personType}</dd><dt>Descripción</dt><dd>${escapeHtml(transaction.paymentDescription)}</dd></dl>
<form method="post">
<div class="acciones">
<button type="submit" name="accion" value="pagar">Pagar</button>
<button type="submit" name="accion" value="cancelar" class="secundario">Cancelar</button>
</div>
</form>`,
  );
}

const statusTexts: Record<string, string> = {
  APPROVED: 'aprobada',
  DECLINED: 'rechazada',
  VOIDED: 'anulada',
  ERROR: 'con error',
  PENDING: 'en proceso en el banco',
};

/** A transaction that can no longer be paid (final, or settling at the bank), with the way back. */
export function closedPage(transaction: SandboxTransaction, backUrl: string, now = new Date()): string {
  if (transaction.expiresAt && transaction.status === 'ERROR' && transaction.expiresAt <= now) {
    return expiredPage(transaction, backUrl);
  }
  return layout(
    'Transacción cerrada',
    `<h1>Esta transacción ya no se puede pagar</h1>
<p>La transacción está ${escapeHtml(statusTexts[transaction.status] ?? transaction.status)}.${transaction.statusMessage ? ` ${escapeHtml(transaction.statusMessage)}` : ''}</p>
${summary(transaction)}
<p><a class="boton" href="${escapeHtml(backUrl)}">Volver al comercio</a></p>`,
  );
}

const colombia = { timeZone: 'America/Bogota' } as const;
const dayFormat = new Intl.DateTimeFormat('es-CO', { ...colombia, dateStyle: 'long' });
const instantFormat = new Intl.DateTimeFormat('es-CO', { ...colombia, dateStyle: 'long', timeStyle: 'short' });

/** "el final del 17 de marzo de 2026" for midnight in Colombia (UTC−5), the day and hour otherwise. */
export function expiryText(expiresAt: Date): string {
  const midnight = expiresAt.getTime() % 86_400_000 === 5 * 3_600_000;
  return midnight
    ? `el final del ${dayFormat.format(new Date(expiresAt.getTime() - 1))}`
    : `el ${instantFormat.format(expiresAt)} (hora de Colombia)`;
}

/** Its `expiration_time` passed unpaid: nothing was charged, and the merchant's page says what to do. */
export function expiredPage(transaction: SandboxTransaction, backUrl: string): string {
  return layout(
    'Plazo de pago vencido',
    `<h1>El plazo para pagar terminó</h1>
<p>Esta transacción se podía pagar hasta ${escapeHtml(expiryText(transaction.expiresAt ?? new Date()))} y ya no acepta pagos. No se hizo ningún cobro.</p>
${summary(transaction)}
<p><a class="boton" href="${escapeHtml(backUrl)}">Volver al comercio</a></p>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Transacción no encontrada',
    '<h1>Transacción no encontrada</h1>\n<p>Revisa el enlace: la pasarela no conoce esta transacción.</p>',
  );
}
