import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { FormFieldFor } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { Input } from '@soat/shared/ui';
import type { PlateAndDocumentInput } from '../lib/plate-and-document-schema';
import { SOAT_NAMESPACE } from '../lib/namespace';

interface Props {
  control: Control<PlateAndDocumentInput, unknown, unknown>;
  registration: UseFormRegisterReturn<'placa'>;
  helper?: string;
  /** In the markup too: a page rendered with the plate shows it before any script. */
  defaultValue?: string;
}

/** The plate of a plate-and-document form (the consult, the claim of purchases): upper case, no spell check. */
export function PlateField({ control, registration, helper, defaultValue }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <FormFieldFor control={control} name="placa" label={t('common.fields.plate')} helper={helper} required>
      <Input
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        textTransform="uppercase"
        defaultValue={defaultValue}
        {...registration}
      />
    </FormFieldFor>
  );
}
