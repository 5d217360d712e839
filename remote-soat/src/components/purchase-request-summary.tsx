import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Stack } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { FactList } from './fact-list';
import { PriceBreakdown } from './price-breakdown';
import type { PurchaseRequest } from './purchase-request';

/** What is being paid for: vehicle, validity, holder and the amounts, as the server keeps them. */
export function PurchaseRequestSummary({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { cotizacion, tomador, vehiculo } = request;
  const facts: [string, string][] = [
    [t('payment.plate'), request.placa],
    [
      t('payment.vehicle'),
      `${t(`common.vehicleClasses.${vehiculo.clase}`)} · ${t(`common.services.${vehiculo.servicio}`)} · ${vehiculo.modelo}`,
    ],
    [
      t('payment.validity'),
      t('payment.validityRange', {
        start: formatLongDate(cotizacion.inicioVigencia),
        end: formatLongDate(cotizacion.finVigencia),
      }),
    ],
    [
      t('payment.holder'),
      `${tomador.nombres} ${tomador.apellidos} (${tomador.tipoDocumento} ${tomador.numeroDocumento})`,
    ],
    [t('payment.email'), tomador.correoElectronico],
  ];
  return (
    <Box as="section" aria-labelledby="payment-summary" borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Box as="h2" id="payment-summary" fontWeight="semibold" fontSize="lg">
          {t('payment.summary')}
        </Box>
        <FactList items={facts} />
        <PriceBreakdown amounts={cotizacion} caption={t('payment.caption')} />
      </Stack>
    </Box>
  );
}
