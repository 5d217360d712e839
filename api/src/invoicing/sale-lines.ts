// The lines and totals of a SOAT sale's documents (docs/invoicing.md, "How a document is built and
// signed"). Each amount the buyer paid is a line of its own: the premium, the ADRES contribution and the
// RUNT fee, so the documents' total is exactly what was paid. The SOAT carries no IVA: the taxes are 0.00.
import type { SaleAmounts, SaleDetails, SaleLine, SaleTotals } from './sale-document.js';
import { dianAmount } from './unique-codes.js';

const line = (description: string, code: string, pesos: number): SaleLine => ({
  description,
  code,
  pesos,
  amount: dianAmount(pesos),
});

function checkAmounts(amounts: SaleAmounts): void {
  const { premium, adresContribution, subtotal, runtFee, total } = amounts;
  if (premium !== null && adresContribution !== null && premium + adresContribution !== subtotal) {
    throw new RangeError(`Premium ${premium} and contribution ${adresContribution} do not add up to ${subtotal}`);
  }
  if (subtotal + runtFee !== total) {
    throw new RangeError(`Subtotal ${subtotal} and RUNT fee ${runtFee} do not add up to ${total}`);
  }
}

/** The lines of a sale, in Spanish, in the order the certificate lists the amounts. */
export function saleLines(sale: SaleDetails): SaleLine[] {
  const { amounts } = sale;
  checkAmounts(amounts);
  const policy = `póliza ${sale.policyNumber}, placa ${sale.plate}`;
  const lines =
    amounts.premium !== null && amounts.adresContribution !== null
      ? [
          line(`Prima del seguro obligatorio SOAT, ${policy}`, 'SOAT-PRIMA', amounts.premium),
          line('Contribución a la ADRES (recaudo para la ADRES)', 'SOAT-ADRES', amounts.adresContribution),
        ]
      : [
          line(
            `Prima del seguro obligatorio SOAT y contribución a la ADRES, ${policy}`,
            'SOAT-PRIMA',
            amounts.subtotal,
          ),
        ];
  lines.push(line('Tasa RUNT (recaudo para el RUNT)', 'SOAT-RUNT', amounts.runtFee));
  return lines;
}

/** The totals of the lines: no tax applies, so every total is their sum. */
export function saleTotals(lines: readonly SaleLine[]): SaleTotals {
  const sum = dianAmount(lines.reduce((total, item) => total + item.pesos, 0));
  const zero = dianAmount(0);
  return {
    lineExtension: sum,
    taxExclusive: sum,
    taxInclusive: sum,
    payable: sum,
    taxes: { iva: zero, inc: zero, ica: zero },
  };
}
