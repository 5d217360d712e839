import type { Control } from 'react-hook-form';
import { FormFieldFor } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { Input } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../../lib/namespace';
import type { PaymentChoice } from '../api/create-payment';
import type { PaymentFormValues } from '../payment-schema';

/** Nequi's one field: the mobile of the Nequi account, where the notification to approve the payment goes. Loaded only when Nequi is chosen. */
export default function NequiFields({ control }: { control: Control<PaymentFormValues, unknown, PaymentChoice> }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <FormFieldFor
      control={control}
      name="nequi.celular"
      label={t('payment.nequiPhone')}
      helper={t('payment.nequiPhoneHelper')}
      required
    >
      <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...control.register('nequi.celular')} />
    </FormFieldFor>
  );
}
