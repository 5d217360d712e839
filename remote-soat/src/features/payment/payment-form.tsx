import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '@soat/shared/format';
import { applyFieldErrors, formResolver } from '@soat/shared/forms';
import { isHTTPError, type HttpContext } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Spinner, Stack, Text } from '@soat/shared/ui';
import { draftHolderFor } from '../../lib/purchase-draft-holder';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { createPayment, type PaymentChoice } from './api/create-payment';
import { gateway, isGatewayUrl } from './gateway';
import { attemptKey, recordPayment } from './payment-attempt';
import { PAYMENT_METHODS, paymentDefaults, paymentSchema, type PaymentFormValues } from './payment-schema';
import { RadioFieldset } from './radio-fieldset';

// Each method's fields load when it is chosen: the card (chosen to start with), Botón Bancolombia and
// cash need none, and most customers never open the others.
const PseFields = lazy(() => import('./methods/pse-fields'));
const NequiFields = lazy(() => import('./methods/nequi-fields'));
const DaviplataFields = lazy(() => import('./methods/daviplata-fields'));

/** Each method's texts under `payment.methods`. */
const METHOD_TEXTS = {
  TARJETA: 'card',
  PSE: 'pse',
  NEQUI: 'nequi',
  BANCOLOMBIA: 'bancolombia',
  DAVIPLATA: 'daviplata',
  EFECTIVO: 'cash',
} as const;

/** The methods whose payment waits outside any gateway page (in the Nequi app, at a correspondent). */
const WITHOUT_GATEWAY_PAGE: readonly string[] = ['NEQUI', 'EFECTIVO'];

const API_FIELDS = [
  'metodo',
  'pse.codigoBanco',
  'pse.tipoPersona',
  'nequi.celular',
  'daviplata.tipoDocumento',
  'daviplata.numeroDocumento',
] as const;

interface Props {
  request: PurchaseRequest;
  /** No gateway page to go to (the payment settled at once): its result. */
  onSettled: () => void;
  /** The API refused a new payment (already paid, or one pending at the gateway). */
  onConflict: () => void;
}

/**
 * The payment choice: card, PSE (bank and person type), Nequi (the account's mobile), Botón Bancolombia,
 * DaviPlata (the account's document) or cash at a correspondent. Sent with an idempotency key kept for the
 * attempt, then the browser goes to the gateway's hosted checkout (card numbers are typed only there), or,
 * for Nequi and cash, to the result page, where the payment waits.
 */
const conflictHandled: HttpContext = { handledStatuses: [409] };

export function PaymentForm({ request, onSettled, onConflict }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => formResolver(paymentSchema(t)), [t]);
  // the holder's mobile and document as this tab typed them (the API answers them masked)
  const [defaultValues] = useState(() => paymentDefaults(draftHolderFor(request.idSolicitudSoat)));
  const { register, handleSubmit, setError, control, formState } = useForm<PaymentFormValues, unknown, PaymentChoice>({
    resolver,
    defaultValues,
  });
  const { errors } = formState;
  const method = useWatch({ control, name: 'metodo' });
  const [leaving, setLeaving] = useState(false);

  const submit = handleSubmit(async (choice) => {
    const key = attemptKey(request, choice);
    try {
      // a 409 is answered by the page itself: it loads the request again and shows why (paid, pending,
      // or its period taken meanwhile), so no error notification beside that
      const payment = await createPayment(request.idSolicitudSoat, choice, key, conflictHandled);
      recordPayment(request.idSolicitudSoat, key, payment.idPago);
      if (payment.urlPasarela && isGatewayUrl(payment.urlPasarela)) {
        setLeaving(true);
        gateway.open(payment.urlPasarela);
      } else {
        onSettled();
      }
    } catch (error) {
      if (isHTTPError(error) && error.response.status === 409) onConflict();
      else applyFieldErrors(error, API_FIELDS, setError);
    }
  });

  const busy = formState.isSubmitting || leaving;
  return (
    <form onSubmit={submit} noValidate aria-label={t('payment.method')}>
      <Stack gap="5">
        <RadioFieldset
          legend={t('payment.method')}
          field={register('metodo')}
          error={errors.metodo?.message}
          options={PAYMENT_METHODS.map((value) => ({
            value,
            label: t(`payment.methods.${METHOD_TEXTS[value]}.label`),
            helper: t(`payment.methods.${METHOD_TEXTS[value]}.helper`),
          }))}
        />
        <Suspense
          fallback={
            <HStack gap="3" color="fg.muted">
              <Spinner size="sm" aria-hidden="true" />
              <Text>{t('payment.methodLoading')}</Text>
            </HStack>
          }
        >
          {(method === 'PSE' || method === 'NEQUI' || method === 'DAVIPLATA') && (
            <Stack gap="4" ps={{ base: '0', sm: '4' }}>
              {method === 'PSE' && <PseFields control={control} />}
              {method === 'NEQUI' && <NequiFields control={control} />}
              {method === 'DAVIPLATA' && <DaviplataFields control={control} />}
            </Stack>
          )}
        </Suspense>
        <Button
          type="submit"
          alignSelf="start"
          size="lg"
          loading={busy}
          loadingText={WITHOUT_GATEWAY_PAGE.includes(method) ? t('payment.sending') : t('payment.submitting')}
        >
          {t('payment.submit', { amount: formatMoney(request.cotizacion.total) })}
        </Button>
        <Text role="status" color="fg.muted">
          {leaving ? t('payment.redirecting') : ''}
        </Text>
      </Stack>
    </form>
  );
}
