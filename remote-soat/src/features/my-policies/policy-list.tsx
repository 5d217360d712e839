import { formatLongDate, formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { addDays, RENEWAL_WINDOW_DAYS, todayInColombia } from '@soat/shared/rules/validity';
import { Box, Button, Card, Heading, HStack, Stack, VisuallyHidden } from '@soat/shared/ui';
import { PolicyStatusBadge } from '../../components/policy-status-badge';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { PolicyInvoice } from '../../components/policy-invoice';
import { certificateHref } from '../../lib/purchase-documents';
import type { MyPolicy } from './api/my-policies';
import { PolicyDisclosure } from './policy-disclosure';

/** A renewal starts a purchase for the same plate; the purchase page fills in what the portal knows of it. */
export const renewPath = (plate: string) => `${PATHS.comprarSoat}?${new URLSearchParams({ placa: plate }).toString()}`;

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <Box>
      <Box as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Box>
      <Box as="dd" fontWeight="medium">
        {children}
      </Box>
    </Box>
  );
}

/**
 * The customer's policies, newest first, each with its certificate and, on the latest of each plate
 * once it ends within 30 days (or ended), a renewal.
 */
export function PolicyList({ policies }: { policies: MyPolicy[] }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  // from the window's start (when the reminders start), or once it ended
  const renewFrom = addDays(todayInColombia(), RENEWAL_WINDOW_DAYS);
  const renewable = new Set(
    policies.filter(
      (policy, index) =>
        policies.findIndex(({ placa }) => placa === policy.placa) === index && policy.finVigencia <= renewFrom,
    ),
  );
  return (
    <Stack as="ul" gap="4" listStyle="none">
      {policies.map((policy) => (
        <Card.Root as="li" key={policy.numeroPoliza}>
          <Card.Body>
            <Stack gap="4">
              <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                <Heading as="h3" size="lg">
                  {t('myPolicies.policy.title', {
                    plate: policy.placa,
                    vehicle: t(`common.vehicleClasses.${policy.vehiculo.clase}`),
                  })}
                </Heading>
                <PolicyStatusBadge status={policy.estado} />
              </HStack>
              <Box
                as="dl"
                display="grid"
                gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
                gap="3"
              >
                <Detail term={t('myPolicies.policy.number')}>{policy.numeroPoliza}</Detail>
                <Detail term={t('myPolicies.policy.validity')}>
                  {t('myPolicies.policy.period', {
                    from: formatLongDate(policy.inicioVigencia),
                    to: formatLongDate(policy.finVigencia),
                  })}
                </Detail>
                <Detail term={t('myPolicies.policy.insurer')}>{policy.aseguradora}</Detail>
                <Detail term={t('myPolicies.policy.issued')}>{formatLongDate(policy.fechaExpedicion)}</Detail>
                <Detail term={t('myPolicies.policy.code')}>{policy.codigoTarifa}</Detail>
                <Detail term={t('myPolicies.policy.total')}>{formatMoney(policy.total)}</Detail>
              </Box>
              <HStack gap="3" wrap="wrap">
                <Button asChild variant="outline">
                  <a href={certificateHref(policy.idSolicitudSoat)} download={`${policy.numeroPoliza}.pdf`}>
                    {t('myPolicies.policy.download')}
                    <VisuallyHidden>{t('myPolicies.policy.ofPolicy', { number: policy.numeroPoliza })}</VisuallyHidden>
                  </a>
                </Button>
                {renewable.has(policy) && (
                  <Button asChild>
                    <RouterLink to={renewPath(policy.placa)}>
                      {t('myPolicies.policy.renew')}
                      <VisuallyHidden>{t('myPolicies.policy.ofPlate', { plate: policy.placa })}</VisuallyHidden>
                    </RouterLink>
                  </Button>
                )}
              </HStack>
              <PolicyInvoice
                policy={policy}
                linkContext={t('myPolicies.policy.ofPolicy', { number: policy.numeroPoliza })}
              />
              <PolicyDisclosure policy={policy} />
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
