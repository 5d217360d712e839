import { useEffect, useState } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { FormFieldFor } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { NativeSelect } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../../lib/namespace';
import type { PaymentChoice } from '../api/create-payment';
import { getPseBanks, type PseBank } from '../api/get-pse-banks';
import type { PaymentFormValues } from '../payment-schema';
import { RadioFieldset } from '../radio-fieldset';

type Banks = { state: 'loading' | 'failed' } | { state: 'ready'; banks: PseBank[] };

/**
 * PSE's fields: the bank (the gateway's list, asked for when PSE is chosen: card payers never need it) and
 * the person type. Loaded only when PSE is chosen.
 */
export default function PseFields({ control }: { control: Control<PaymentFormValues, unknown, PaymentChoice> }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const [banks, setBanks] = useState<Banks>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    void getPseBanks().then(
      (list) => current && setBanks({ state: 'ready', banks: list }),
      () => current && setBanks({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <>
      <FormFieldFor control={control} name="pse.codigoBanco" label={t('payment.bank')} required>
        <NativeSelect.Root disabled={banks.state !== 'ready'}>
          <NativeSelect.Field {...control.register('pse.codigoBanco')}>
            <option value="">{banks.state === 'ready' ? t('payment.chooseBank') : t('payment.banksLoading')}</option>
            {banks.state === 'ready' &&
              banks.banks.map((bank) => (
                <option key={bank.codigo} value={bank.codigo}>
                  {bank.nombre}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormFieldFor>
      <PersonType control={control} />
    </>
  );
}

function PersonType({ control }: { control: Control<PaymentFormValues, unknown, PaymentChoice> }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { errors } = useFormState({ control, name: 'pse.tipoPersona', exact: true });
  return (
    <RadioFieldset
      legend={t('payment.personType')}
      field={control.register('pse.tipoPersona')}
      error={errors.pse?.tipoPersona?.message}
      options={[
        { value: 'natural', label: t('payment.natural') },
        { value: 'juridica', label: t('payment.juridica') },
      ]}
    />
  );
}
