import { useTranslation } from '@soat/shared/i18n';
import { Stack, Text } from '@soat/shared/ui';
import { PriceBreakdown } from '../../components/price-breakdown';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { Quote } from './api/quote';

/** A quote's amounts with the year of its tariffs, and the differential discount when it applies. */
export function QuoteAmounts({ quote, busy = false }: { quote: Quote; busy?: boolean }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Stack gap="2" aria-busy={busy}>
      <PriceBreakdown amounts={quote} caption={t('purchase.price.caption', { year: quote.anioTarifa })} />
      {quote.rangoDiferencial && (
        <Text fontSize="sm" color="fg.muted">
          {t('purchase.price.differential')}
        </Text>
      )}
    </Stack>
  );
}
