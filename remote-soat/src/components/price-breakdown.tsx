import { formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';

/** The amounts of a quote, a purchase request or a policy, as the server gave them (integer pesos). */
export interface PriceAmounts {
  prima: number | null;
  contribucionAdres: number | null;
  subtotal: number;
  tasaRunt: number;
  total: number;
}

const tableCss = {
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', paddingBlock: '2' },
  '& th, & td': { paddingBlock: '2', paddingInline: '3', borderBottomWidth: '1px', borderColor: 'border' },
  '& th': { textAlign: 'start', fontWeight: 'normal' },
  '& td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tr:last-of-type th, & tr:last-of-type td': { fontWeight: 'bold', fontSize: 'lg', borderBottomWidth: '0' },
} as const;

/**
 * What the customer pays, line by line: prima and ADRES contribution where the
 * official table publishes them, otherwise their published subtotal (never
 * derived by dividing), the RUNT fee and the total.
 */
export function PriceBreakdown({
  amounts,
  caption,
  totalLabel,
}: {
  amounts: PriceAmounts;
  caption: string;
  /** The last row's name: «Total a pagar» by default, «Valor pagado» once paid. */
  totalLabel?: string;
}) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const separate = amounts.prima !== null && amounts.contribucionAdres !== null;
  const rows: [string, number][] = [
    ...(separate
      ? ([
          [t('purchase.price.prima'), amounts.prima!],
          [t('purchase.price.contribution'), amounts.contribucionAdres!],
        ] as [string, number][])
      : ([[t('purchase.price.subtotal'), amounts.subtotal]] as [string, number][])),
    [t('purchase.price.runt'), amounts.tasaRunt],
    [totalLabel ?? t('purchase.price.total'), amounts.total],
  ];
  return (
    <Box as="table" w="full" css={tableCss}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([concept, amount]) => (
          <tr key={concept}>
            <th scope="row">{concept}</th>
            <td>{formatMoney(amount)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
