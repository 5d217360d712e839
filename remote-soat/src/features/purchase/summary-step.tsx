import { useState, type ReactNode } from 'react';
import { formatLongDate, formatMoney } from '@soat/shared/format';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { Alert, Box, Button, Heading, HStack, List, Stack } from '@soat/shared/ui';
import { FactList } from '../../components/fact-list';
import { PriceBreakdown } from '../../components/price-breakdown';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { createPurchaseRequest } from './api/create-purchase-request';
import type { Quote } from './api/quote';
import type { HolderValues } from './holder-schema';
import { purchaseDraftStore } from './purchase-draft-store';
import type { PageStep } from './purchase-flow';
import { StepHeading } from './step-heading';

interface Props {
  quote: Quote;
  holder: HolderValues;
  /** The request already made from this same draft, if any: paying it, not making another. */
  requestId: string | null;
  focus: boolean;
  onEdit: (step: PageStep) => void;
  onCreated: (idSolicitudSoat: string) => void;
}

/** The step an API field error belongs to (`tomador.celular` → the holder step). */
function stepOfField(campo: string): PageStep {
  if (campo.startsWith('tomador') || campo === 'aceptaTerminos') return 'tomador';
  if (campo === 'inicioVigencia') return 'precio';
  return 'vehiculo';
}

function Section({ title, edit, children }: { title: string; edit: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" align="baseline" mb="2" wrap="wrap">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {edit}
      </HStack>
      {children}
    </Box>
  );
}

/** Step 4: everything the policy will say, each part with a way back to change it, then the purchase request. */
export function SummaryStep({ quote, holder, requestId, focus, onEdit, onCreated }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<{ campo: string; mensaje: string }[]>([]);
  const { vehiculo } = quote;
  const { tomador } = holder;

  const confirm = async () => {
    if (requestId) {
      onCreated(requestId);
      return;
    }
    setSending(true);
    setRefused([]);
    try {
      onCreated(
        await createPurchaseRequest({
          placa: quote.placa,
          vehiculo,
          inicioVigencia: quote.inicioVigencia,
          tomador,
          aceptaTerminos: true,
        }),
      );
    } catch (error) {
      // the general message is the HTTP client's alert; the fields belong to earlier steps
      const errores = apiErrorBody(error)?.errores ?? [];
      // listed here, and put on their fields when the customer opens the step that holds them
      purchaseDraftStore.getState().refuse(errores);
      setRefused(errores);
      setSending(false);
    }
  };

  const edit = (step: PageStep, label: string) => (
    <Button variant="plain" size="sm" textDecoration="underline" px="0" onClick={() => onEdit(step)}>
      {label}
    </Button>
  );
  const vehicleFacts: [string, string][] = [
    [t('common.fields.plate'), quote.placa],
    [t('purchase.vehicle.class'), t(`common.vehicleClasses.${vehiculo.clase}`)],
    [t('purchase.vehicle.service'), t(`common.services.${vehiculo.servicio}`)],
    [t('purchase.vehicle.model'), String(vehiculo.modelo)],
  ];
  if (vehiculo.cilindraje !== undefined) vehicleFacts.push([t('purchase.vehicle.engine'), String(vehiculo.cilindraje)]);
  if (vehiculo.pasajeros !== undefined)
    vehicleFacts.push([t('purchase.vehicle.passengers'), String(vehiculo.pasajeros)]);
  if (vehiculo.toneladas !== undefined) {
    vehicleFacts.push([t('purchase.vehicle.tons'), String(vehiculo.toneladas).replace('.', ',')]);
  }

  return (
    <Stack gap="5">
      <StepHeading focus={focus} description={t('purchase.summary.description')}>
        {t('purchase.summary.heading')}
      </StepHeading>
      <Section title={t('purchase.summary.vehicle')} edit={edit('vehiculo', t('purchase.summary.editVehicle'))}>
        <FactList items={vehicleFacts} />
      </Section>
      <Section title={t('purchase.summary.policy')} edit={edit('precio', t('purchase.summary.editStart'))}>
        <Stack gap="3">
          <FactList
            items={[
              [t('purchase.summary.tariff'), `${quote.codigoTarifa} · ${quote.categoria}, ${quote.subcategoria}`],
              [
                t('purchase.summary.validity'),
                t('purchase.summary.validityRange', {
                  start: formatLongDate(quote.inicioVigencia),
                  end: formatLongDate(quote.finVigencia),
                }),
              ],
            ]}
          />
          <PriceBreakdown amounts={quote} caption={t('purchase.price.caption', { year: quote.anioTarifa })} />
        </Stack>
      </Section>
      <Section title={t('purchase.summary.holder')} edit={edit('tomador', t('purchase.summary.editHolder'))}>
        <FactList
          items={[
            [t('purchase.summary.name'), `${tomador.nombres} ${tomador.apellidos}`],
            [t('purchase.summary.document'), `${tomador.tipoDocumento} ${tomador.numeroDocumento}`],
            [t('purchase.holder.email'), tomador.correoElectronico],
            [t('purchase.holder.mobile'), tomador.celular],
            [t('purchase.holder.address'), `${tomador.direccion}, ${tomador.ciudad}`],
          ]}
        />
      </Section>
      {refused.length > 0 && (
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('purchase.summary.refused')}</Alert.Title>
            <List.Root as="ul" ps="5">
              {refused.map(({ campo, mensaje }) => (
                <List.Item key={`${campo}:${mensaje}`}>
                  {mensaje}{' '}
                  <Button
                    variant="plain"
                    size="xs"
                    textDecoration="underline"
                    px="0"
                    onClick={() => onEdit(stepOfField(campo))}
                  >
                    {t(`purchase.summary.fix.${stepOfField(campo)}`)}
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      {requestId && (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('purchase.summary.existing')}</Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="3" wrap="wrap">
        <Button type="button" variant="outline" onClick={() => onEdit('tomador')}>
          {t('purchase.back')}
        </Button>
        <Button
          type="button"
          loading={sending}
          loadingText={t('purchase.summary.confirming')}
          onClick={() => void confirm()}
        >
          {requestId
            ? t('purchase.summary.goToPayment')
            : t('purchase.summary.confirm', { amount: formatMoney(quote.total) })}
        </Button>
      </HStack>
    </Stack>
  );
}
