import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '@soat/shared/format';
import { applyFieldErrors, FormField, formResolver } from '@soat/shared/forms';
import { isHTTPError, type HttpContext } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { Button, NativeSelect, Stack, Text } from '@soat/shared/ui';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { createPayment, type PaymentChoice } from './api/create-payment';
import { getPseBanks, type PseBank } from './api/get-pse-banks';
import { gateway, isGatewayUrl } from './gateway';
import { attemptKey, recordPayment } from './payment-attempt';
import { DEFAULT_PAYMENT, paymentSchema, type PaymentFormValues } from './payment-schema';
import { RadioFieldset } from './radio-fieldset';

const API_FIELDS = ['metodo', 'pse.codigoBanco', 'pse.tipoPersona'] as const;

interface Props {
  request: PurchaseRequest;
  /** No gateway page to go to (the payment settled at once): its result. */
  onSettled: () => void;
  /** The API refused a new payment (already paid, or one pending at the gateway). */
  onConflict: () => void;
}

type Banks = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; banks: PseBank[] };

/**
 * The payment choice: card or PSE (bank and person type). Sent with an
 * idempotency key kept for the attempt, then the browser goes to the gateway's
 * hosted checkout: card numbers are typed only there.
 */
const conflictHandled: HttpContext = { handledStatuses: [409] };

export function PaymentForm({ request, onSettled, onConflict }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => formResolver(paymentSchema(t)), [t]);
  const { register, handleSubmit, setError, control, formState } = useForm<PaymentFormValues, unknown, PaymentChoice>({
    resolver,
    defaultValues: DEFAULT_PAYMENT,
  });
  const { errors } = formState;
  const method = useWatch({ control, name: 'metodo' });
  const [banks, setBanks] = useState<Banks>({ state: 'idle' });
  const [leaving, setLeaving] = useState(false);

  // The bank list is asked for when PSE is chosen (card payers never need it).
  const wantsBanks = method === 'PSE' && (banks.state === 'idle' || banks.state === 'failed');
  useEffect(() => {
    if (!wantsBanks) return;
    let current = true;
    void getPseBanks().then(
      (list) => current && setBanks({ state: 'ready', banks: list }),
      () => current && setBanks({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [wantsBanks]);

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
          options={[
            { value: 'TARJETA', label: t('payment.card'), helper: t('payment.cardHelper') },
            { value: 'PSE', label: t('payment.pse'), helper: t('payment.pseHelper') },
          ]}
        />
        {method === 'PSE' && (
          <Stack gap="4" ps={{ base: '0', sm: '4' }}>
            <FormField label={t('payment.bank')} error={errors.pse?.codigoBanco?.message} required>
              <NativeSelect.Root disabled={banks.state !== 'ready'}>
                <NativeSelect.Field {...register('pse.codigoBanco')}>
                  <option value="">
                    {banks.state === 'ready' ? t('payment.chooseBank') : t('payment.banksLoading')}
                  </option>
                  {banks.state === 'ready' &&
                    banks.banks.map((bank) => (
                      <option key={bank.codigo} value={bank.codigo}>
                        {bank.nombre}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <RadioFieldset
              legend={t('payment.personType')}
              field={register('pse.tipoPersona')}
              error={errors.pse?.tipoPersona?.message}
              options={[
                { value: 'natural', label: t('payment.natural') },
                { value: 'juridica', label: t('payment.juridica') },
              ]}
            />
          </Stack>
        )}
        <Button type="submit" alignSelf="start" size="lg" loading={busy} loadingText={t('payment.submitting')}>
          {t('payment.submit', { amount: formatMoney(request.cotizacion.total) })}
        </Button>
        <Text role="status" color="fg.muted">
          {leaving ? t('payment.redirecting') : ''}
        </Text>
      </Stack>
    </form>
  );
}
