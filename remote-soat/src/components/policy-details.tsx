import { formatLongDate, formatNumber } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Heading, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import type { ReactNode } from 'react';
import type { PurchaseRequest } from '../lib/purchase-request';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { CoveragesTable } from './coverages-table';
import { FactList } from './fact-list';
import { PriceBreakdown } from './price-breakdown';

/** An issued policy as the API answers it (the request's page and «mis pólizas» share the shape). */
export type IssuedPolicy = NonNullable<PurchaseRequest['poliza']>;

type Level = 'h3' | 'h4';
type Fact = [term: string, value: string];

function Section({ title, as, children }: { title: string; as: Level; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as={as} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * Everything the policy's certificate carries (docs/soat-certificate.md), section by section under
 * headings of level `headingLevel`: the insurer, the policy and its hours of cover, the vehicle, the
 * holder, the amounts, the coverages of its year and its report to the RUNT.
 */
export function PolicyDetails({ policy, headingLevel }: { policy: IssuedPolicy; headingLevel: Level }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const text = (key: string, values?: Record<string, string | number>) => t(`common.policyDetails.${key}`, values);
  const { vehiculo, tomador } = policy;
  const at = (date: string, time: string) => text('at', { date: formatLongDate(date), time });
  // a fact the policy may lack (the brand of typed data, the engine of a truck): left out, not empty
  const optional = (term: string, value: string | undefined | null): Fact[] =>
    value === undefined || value === null ? [] : [[term, value]];
  const vehicle: Fact[] = [
    [text('plate'), policy.placa],
    [text('vehicleClass'), t(`common.vehicleClasses.${vehiculo.clase}`)],
    [text('service'), t(`common.services.${vehiculo.servicio}`)],
    ...optional(text('brand'), policy.marca),
    ...optional(text('line'), policy.linea),
    [text('model'), String(vehiculo.modelo)],
    ...optional(
      text('engine'),
      vehiculo.cilindraje === undefined ? null : text('engineValue', { value: vehiculo.cilindraje }),
    ),
    ...optional(
      text('load'),
      vehiculo.toneladas === undefined ? null : text('loadValue', { value: formatNumber(vehiculo.toneladas) }),
    ),
    ...optional(text('passengers'), vehiculo.pasajeros?.toString()),
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Section title={text('policy')} as={headingLevel}>
        <FactList
          items={[
            [text('number'), policy.numeroPoliza],
            [
              text('issued'),
              text('issuedAt', { date: formatLongDate(policy.fechaExpedicion), time: policy.horaExpedicion }),
            ],
            [text('from'), at(policy.inicioVigencia, policy.horaInicioVigencia)],
            [text('to'), at(policy.finVigencia, policy.horaFinVigencia)],
            [text('code'), policy.codigoTarifa],
          ]}
        />
      </Section>
      <Section title={text('insurer')} as={headingLevel}>
        <FactList
          items={[
            [text('insurerName'), policy.aseguradora],
            [text('nit'), policy.nitAseguradora],
            [text('phone'), policy.telefonoAseguradora],
          ]}
        />
      </Section>
      <Section title={text('vehicle')} as={headingLevel}>
        <FactList items={vehicle} />
      </Section>
      <Section title={text('holder')} as={headingLevel}>
        <FactList
          items={[
            [text('holderName'), `${tomador.nombres} ${tomador.apellidos}`],
            [text('document'), `${tomador.tipoDocumento} ${tomador.numeroDocumento}`],
            [text('address'), tomador.direccion],
            [text('city'), tomador.ciudad],
            [text('mobile'), tomador.celular],
          ]}
        />
      </Section>
      <Section title={text('amounts')} as={headingLevel}>
        <PriceBreakdown amounts={policy} caption={text('amountsCaption')} totalLabel={text('paid')} />
      </Section>
      <Section title={text('runt')} as={headingLevel}>
        {policy.reporteRunt === 'reportada' && policy.fechaReporteRunt ? (
          <Box>
            <Text>{text('runtReported', { date: formatLongDate(policy.fechaReporteRunt) })}</Text>
            {policy.radicadoRunt && <Text>{text('runtReceipt', { receipt: policy.radicadoRunt })}</Text>}
          </Box>
        ) : (
          <Text>{text('runtPending')}</Text>
        )}
      </Section>
      <Box gridColumn={{ md: 'span 2' }}>
        <Section title={text('coverages')} as={headingLevel}>
          <CoveragesTable year={policy.anioTarifa} />
        </Section>
      </Box>
    </SimpleGrid>
  );
}
