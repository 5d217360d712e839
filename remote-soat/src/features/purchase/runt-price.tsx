import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { Quote } from './api/quote';
import { QuoteAmounts } from './quote-amounts';

interface Props {
  quote: Quote;
  /** To the price step, where the start of the validity can be chosen. */
  onChangeStart: () => void;
}

/**
 * The price of the vehicle the RUNT gave, on the vehicle step (ADR 034): the tariff code, the amounts and
 * the validity from the first day allowed; another start is chosen on the price step.
 */
export function RuntPrice({ quote, onChangeStart }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Stack gap="2">
      <Text>
        {t('purchase.price.tariff', {
          code: quote.codigoTarifa,
          category: quote.categoria,
          subcategory: quote.subcategoria,
        })}
      </Text>
      <QuoteAmounts quote={quote} />
      <Text>
        {t('purchase.price.validity', {
          start: formatLongDate(quote.inicioVigencia),
          end: formatLongDate(quote.finVigencia),
        })}{' '}
        {quote.inicioMinimo !== quote.inicioMaximo && (
          <Button variant="plain" size="sm" px="0" h="auto" textDecoration="underline" onClick={onChangeStart}>
            {t('purchase.vehicle.changeStart')}
          </Button>
        )}
      </Text>
    </Stack>
  );
}
