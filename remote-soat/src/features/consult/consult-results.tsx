import { formatLongDate } from '@soat/shared/format';
import type { TFunction } from 'i18next';
import { useTranslation } from '@soat/shared/i18n';
import { daysBetween, todayInColombia } from '@soat/shared/rules/validity';
import { BREAKPOINTS, Card, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { FactList } from '../../components/fact-list';
import { PolicyStatusBadge } from '../../components/policy-status-badge';
import { ScrollTable } from '../../components/scroll-table';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { useMediaQuery } from '../../lib/use-media-query';
import type { ConsultAnswer } from './api/consult-policies';

type Policy = ConsultAnswer['polizas'][number];

/**
 * From the theme's `md` (960 px) the eight columns fit (the table needs 896 px); on a phone (below `sm`,
 * 600 px) or a narrow tablet the table would scroll its dates out of sight and wrap the policy number.
 */
const WIDE_SCREEN = `(min-width: ${BREAKPOINTS.md})`;

/** "Quedan 20 días" for a policy in force: how long until it must be renewed (issue 26, point 4). */
function daysLeft(policy: Policy): number | null {
  if (policy.estado !== 'vigente') return null;
  const count = daysBetween(todayInColombia(), policy.finVigencia);
  // a policy the API called in force on a day this clock has passed says nothing rather than a negative count
  return count >= 0 ? count : null;
}

const daysLeftText = (t: TFunction, policy: Policy) => {
  const count = daysLeft(policy);
  return count === null ? '' : ` · ${t('consult.daysLeft', { count })}`;
};

function DaysLeft({ policy }: { policy: Policy }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const count = daysLeft(policy);
  if (count === null) return null;
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted">
      {t('consult.daysLeft', { count })}
    </Text>
  );
}

/** The policies found for a plate and document, newest first as the API answers them. */
export function ConsultResults({ answer }: { answer: ConsultAnswer }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const caption = t('consult.results.caption', { plate: answer.placa });
  return (
    <Stack gap="3">
      <Heading as="h2" size="xl">
        {t('consult.results.title', { plate: answer.placa })}
      </Heading>
      {wide ? (
        <PolicyTable caption={caption} policies={answer.polizas} />
      ) : (
        <PolicyCards caption={caption} policies={answer.polizas} />
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('consult.results.runt')}
      </Text>
    </Stack>
  );
}

function PolicyTable({ caption, policies }: { caption: string; policies: Policy[] }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <ScrollTable caption={caption} minW="4xl">
      <thead>
        <tr>
          <th scope="col">{t('consult.columns.number')}</th>
          <th scope="col">{t('consult.columns.status')}</th>
          <th scope="col">{t('consult.columns.insurer')}</th>
          <th scope="col">{t('consult.columns.issued')}</th>
          <th scope="col">{t('consult.columns.start')}</th>
          <th scope="col">{t('consult.columns.end')}</th>
          <th scope="col">{t('consult.columns.code')}</th>
          <th scope="col">{t('consult.columns.runt')}</th>
        </tr>
      </thead>
      <tbody>
        {policies.map((policy) => (
          <tr key={policy.numeroPoliza}>
            <th scope="row">{policy.numeroPoliza}</th>
            <td>
              <PolicyStatusBadge status={policy.estado} />
            </td>
            <td>{policy.aseguradora}</td>
            <td>{formatLongDate(policy.fechaExpedicion)}</td>
            <td>{formatLongDate(policy.inicioVigencia)}</td>
            <td>
              {formatLongDate(policy.finVigencia)}
              <DaysLeft policy={policy} />
            </td>
            <td>{policy.codigoTarifa}</td>
            <td>{t(`consult.runtReport.${policy.reporteRunt}`)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** On a phone or a narrow tablet: one card per policy, its number as the heading and every fact stacked, nothing to scroll sideways. */
function PolicyCards({ caption, policies }: { caption: string; policies: Policy[] }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Stack as="ul" aria-label={caption} gap="3" listStyle="none">
      {policies.map((policy) => (
        <Card.Root as="li" key={policy.numeroPoliza} size="sm">
          <Card.Body>
            <Stack gap="3">
              <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                <Heading as="h3" size="md" overflowWrap="anywhere">
                  {policy.numeroPoliza}
                </Heading>
                <PolicyStatusBadge status={policy.estado} />
              </HStack>
              <FactList
                items={[
                  [t('consult.columns.start'), formatLongDate(policy.inicioVigencia)],
                  [t('consult.columns.end'), `${formatLongDate(policy.finVigencia)}${daysLeftText(t, policy)}`],
                  [t('consult.columns.insurer'), policy.aseguradora],
                  [t('consult.columns.issued'), formatLongDate(policy.fechaExpedicion)],
                  [t('consult.columns.code'), policy.codigoTarifa],
                  [t('consult.columns.runt'), t(`consult.runtReport.${policy.reporteRunt}`)],
                ]}
              />
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
