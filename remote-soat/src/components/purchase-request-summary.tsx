import { useEffect, useRef } from 'react';
import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Heading, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { FactList } from './fact-list';
import { PriceBreakdown } from './price-breakdown';
import type { PurchaseRequest } from '../lib/purchase-request';

interface Props {
  request: PurchaseRequest;
  /** Moves the focus to the heading (the customer came from the purchase form), so a screen reader starts here. */
  focus?: boolean;
}

/**
 * What is being paid for, to review before paying (the purchase's only
 * summary): vehicle, tariff, validity, holder and the amounts, as the server keeps them.
 */
export function PurchaseRequestSummary({ request, focus = false }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { cotizacion, tomador, vehiculo } = request;
  const facts: [string, string][] = [
    [t('payment.plate'), request.placa],
    [
      t('payment.vehicle'),
      `${t(`common.vehicleClasses.${vehiculo.clase}`)} · ${t(`common.services.${vehiculo.servicio}`)} · ${vehiculo.modelo}`,
    ],
  ];
  // the data the tariff depends on, as the customer typed it
  if (vehiculo.cilindraje != null) facts.push([t('purchase.vehicle.engine'), String(vehiculo.cilindraje)]);
  if (vehiculo.pasajeros != null) facts.push([t('purchase.vehicle.passengers'), String(vehiculo.pasajeros)]);
  if (vehiculo.toneladas != null) {
    facts.push([t('purchase.vehicle.tons'), String(vehiculo.toneladas).replace('.', ',')]);
  }
  facts.push(
    [t('payment.tariff'), `${cotizacion.codigoTarifa} · ${cotizacion.categoria}, ${cotizacion.subcategoria}`],
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
  );
  return (
    <Stack as="section" aria-labelledby="payment-summary" gap="3" borderWidth="1px" rounded="md" p="4">
      <Stack gap="1">
        <Heading as="h2" id="payment-summary" size="lg" ref={heading} tabIndex={-1} outline="none">
          {t('payment.summary')}
        </Heading>
        <Text color="fg.muted">{t('payment.summaryDescription')}</Text>
      </Stack>
      <FactList items={facts} />
      <PriceBreakdown amounts={cotizacion} caption={t('purchase.price.caption', { year: cotizacion.anioTarifa })} />
      {cotizacion.rangoDiferencial && <Text fontSize="sm">{t('purchase.price.differential')}</Text>}
    </Stack>
  );
}
