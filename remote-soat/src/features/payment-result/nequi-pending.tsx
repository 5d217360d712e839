import { useEffect, useState } from 'react';
import { formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, paymentPath } from '@soat/shared/router';
import { Alert, Box, Button, Heading, HStack, List, Spinner, Stack, Text, VisuallyHidden } from '@soat/shared/ui';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';

/**
 * The moments the time left is read out (the page is one polite live region): on arrival, then with 5,
 * 2 and 1 minutes left and with 30 seconds left; the clock on the screen changes every second unread.
 */
const MILESTONES_MS = [5 * 60_000, 2 * 60_000, 60_000, 30_000] as const;

/** `4:05`: minutes and seconds (hours too, when there are). */
function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const mmss = `${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** The time until `deadline`, again every second until it is over; null without a deadline. */
function useTimeLeft(deadline: string | null): number | null {
  const end = deadline === null ? null : Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const over = end === null || Number.isNaN(end) || now >= end;
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  return end === null || Number.isNaN(end) ? null : Math.max(0, end - now);
}

/**
 * A Nequi payment waiting for the customer's approval in the app: where the notification went, the amount,
 * the time left and what to do if the notification did not come. When the time is over unapproved, the
 * page says so (nothing was charged) and offers another way to pay; the API closes the payment meanwhile.
 */
export default function NequiPending({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const left = useTimeLeft(request.pago?.venceEn ?? null);
  // what the live region reads: the minutes left on arrival, then each milestone passed
  const [arrivalMinutes] = useState(() => (left === null ? null : Math.ceil(left / 60_000)));
  const phone = request.pago?.celular ?? request.tomador.celular;

  if (left === 0) {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Heading as="h2" size="lg">
                {t('paymentResult.nequi.expiredHeading')}
              </Heading>
            </Alert.Title>
            <Alert.Description>{t('paymentResult.nequi.expiredMessage')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild>
          <RouterLink to={paymentPath('realizar', request.idSolicitudSoat)}>
            {t('paymentResult.nequi.payOther')}
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  const milestone = left === null ? undefined : MILESTONES_MS.findLast((ms) => left <= ms);
  const announced =
    milestone === undefined
      ? arrivalMinutes === null
        ? ''
        : t('paymentResult.nequi.minutesLeft', { minutes: arrivalMinutes })
      : milestone < 60_000
        ? t('paymentResult.nequi.secondsLeft', { seconds: milestone / 1000 })
        : t('paymentResult.nequi.minutesLeft', { minutes: Math.min(milestone / 60_000, arrivalMinutes ?? Infinity) });

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('paymentResult.nequi.heading')}
      </Heading>
      <Text>{t('paymentResult.nequi.sent', { phone, amount: formatMoney(request.cotizacion.total) })}</Text>
      {left !== null && (
        <Box as="dl">
          <Text as="dt" fontWeight="medium">
            {t('paymentResult.nequi.timeLeft')}
          </Text>
          <Box as="dd" m="0">
            <Text as="span" aria-hidden="true" fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {clock(left)}
            </Text>
            <VisuallyHidden>{announced}</VisuallyHidden>
          </Box>
        </Box>
      )}
      <Heading as="h3" size="md">
        {t('paymentResult.nequi.howTo')}
      </Heading>
      <List.Root as="ol" ps="5" gap="1">
        <List.Item>{t('paymentResult.nequi.step1')}</List.Item>
        <List.Item>{t('paymentResult.nequi.step2')}</List.Item>
        <List.Item>{t('paymentResult.nequi.step3')}</List.Item>
      </List.Root>
      <Heading as="h3" size="md">
        {t('paymentResult.nequi.noNotification')}
      </Heading>
      <Text>{t('paymentResult.nequi.noNotificationMessage', { phone })}</Text>
      <HStack gap="3" color="fg.muted">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t('paymentResult.checking')}</Text>
      </HStack>
    </Stack>
  );
}
