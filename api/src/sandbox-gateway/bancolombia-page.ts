import type { SandboxTransaction } from '../db/schema.js';
import { escapeHtml, layout, summary } from './checkout-page.js';

/** Botón Bancolombia's page (BANCOLOMBIA_TRANSFER): the test bank authorises or cancels, like PSE's bank. */
export function bancolombiaPage(transaction: SandboxTransaction): string {
  return layout(
    'Pagar con Botón Bancolombia',
    `<h1>Botón Bancolombia (pruebas)</h1>
<p>Estás en la sucursal virtual de pruebas. «Pagar» aprueba el pago; «Cancelar» lo rechaza.</p>
${summary(transaction)}
<dl><dt>Descripción</dt><dd>${escapeHtml(transaction.paymentDescription)}</dd></dl>
<form method="post">
<div class="acciones">
<button type="submit" name="accion" value="pagar">Pagar</button>
<button type="submit" name="accion" value="cancelar" class="secundario">Cancelar</button>
</div>
</form>`,
  );
}
