import type { SandboxTransaction } from '../db/schema.js';
import { escapeHtml, expiryText, formatAmount, layout, merchantName } from './checkout-page.js';

// The sandbox's banking correspondent: the cashier types the agreement code and the reference the customer
// dictates, sees the amount and deadline, and receives the cash.

export interface CashierPageState {
  agreementCode?: string;
  reference?: string;
  error?: string;
  notice?: string;
  /** The reference found, with what the cashier may do with it. */
  found?: { transaction: SandboxTransaction; expired: boolean };
}

function details({ transaction, expired }: NonNullable<CashierPageState['found']>): string {
  const hidden = `<input type="hidden" name="convenio" value="${escapeHtml(transaction.businessAgreementCode)}">
<input type="hidden" name="referencia" value="${escapeHtml(transaction.paymentIntentionIdentifier)}">`;
  const pending = transaction.status === 'PENDING';
  const actions = pending
    ? `<button type="submit" name="accion" value="recibir">Recibir pago</button>
<button type="submit" name="accion" value="vencer" class="secundario">Dejar vencer ahora</button>`
    : expired
      ? `<button type="submit" name="accion" value="recibir-tarde" class="secundario">Recibir de todas formas (prueba: dinero que llega tarde)</button>`
      : '';
  return `<h2>Pago a ${escapeHtml(merchantName)}</h2>
<dl>
<dt>Valor a recibir</dt><dd>${escapeHtml(formatAmount(transaction.amountInCents))}</dd>
<dt>Pagar hasta</dt><dd>${escapeHtml(transaction.expiresAt ? expiryText(transaction.expiresAt) : 'sin plazo')}</dd>
</dl>
${actions ? `<form method="post">\n${hidden}\n<div class="acciones">${actions}</div>\n</form>` : ''}`;
}

export function cashierPage(state: CashierPageState): string {
  const { agreementCode = '', reference = '', error, notice, found } = state;
  const invalid = error ? ' aria-invalid="true" aria-describedby="corresponsal-error"' : '';
  return layout(
    'Corresponsal bancario de pruebas',
    `<h1>Corresponsal bancario de pruebas</h1>
<p>Escribe el código de convenio y la referencia de pago que dicta el cliente.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${error ? `<p id="corresponsal-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" novalidate>
<label for="convenio">Código de convenio</label>
<input id="convenio" name="convenio" inputmode="numeric" required value="${escapeHtml(agreementCode)}"${invalid}>
<label for="referencia">Referencia de pago</label>
<input id="referencia" name="referencia" inputmode="numeric" required value="${escapeHtml(reference)}"${invalid}>
<div class="acciones"><button type="submit" name="accion" value="consultar">Consultar</button></div>
</form>
${found ? details(found) : ''}`,
  );
}
