import type { SandboxTransaction } from '../db/schema.js';
import { escapeHtml, layout, summary } from './checkout-page.js';

const maskLegalId = (legalId: string | null) =>
  legalId ? `${'*'.repeat(Math.max(legalId.length - 3, 0))}${legalId.slice(-3)}` : '';

/** DaviPlata's page: the one-time code sent to the account's mobile, and the test codes. */
export function daviplataPage(transaction: SandboxTransaction, error?: string): string {
  const describedBy = ['codigo-ayuda', error ? 'codigo-error' : ''].filter(Boolean).join(' ');
  return layout(
    'Pagar con DaviPlata',
    `<h1>Pagar con DaviPlata</h1>
<p>Enviamos un código de un solo uso al celular de la cuenta DaviPlata del documento ${escapeHtml(transaction.legalIdType)} ${escapeHtml(maskLegalId(transaction.legalId))}. Escríbelo para autorizar el pago.</p>
${summary(transaction)}
${error ? `<div role="alert"><p class="error" id="codigo-error">${escapeHtml(error)}</p></div>` : ''}
<form method="post" novalidate>
<label for="codigo">Código de DaviPlata (6 dígitos)</label>
<input id="codigo" name="codigo" autocomplete="one-time-code" inputmode="numeric" maxlength="6" required aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<p id="codigo-ayuda" class="ayuda">Pruebas: 574829 aprueba; 932015 rechaza; 186743 rechaza por saldo insuficiente; 999999 da error; otro es un código incorrecto.</p>
<div class="acciones"><button type="submit">Autorizar el pago</button></div>
</form>`,
  );
}

/** The code ran out unused: nothing was charged. */
export function codeExpiredPage(transaction: SandboxTransaction, backUrl: string): string {
  return layout(
    'El código venció',
    `<h1>El código venció</h1>
<p>El código de DaviPlata se podía usar solo unos minutos y ya no sirve. No se hizo ningún cobro: vuelve al comercio e inicia un nuevo pago.</p>
${summary(transaction)}
<p><a class="boton" href="${escapeHtml(backUrl)}">Volver al comercio</a></p>`,
  );
}
