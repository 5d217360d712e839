import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { useSession } from '@soat/shared/session';
import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { FormField } from '../../components/form-field';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { holderSchema, splitFullName, type HolderFormValues, type HolderValues } from './holder-schema';
import { HolderTermsCheckbox } from './holder-terms-checkbox';
import { useStepRefusals } from './purchase-draft-store';
import { STEP_HEADING_ID, StepHeading } from './step-heading';

const API_FIELDS = [
  'tomador.tipoDocumento',
  'tomador.numeroDocumento',
  'tomador.nombres',
  'tomador.apellidos',
  'tomador.correoElectronico',
  'tomador.celular',
  'tomador.direccion',
  'tomador.ciudad',
  'aceptaTerminos',
] as const;

interface Props {
  initial: HolderFormValues;
  focus: boolean;
  onChange: (values: HolderFormValues, edited: boolean) => void;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Step 3: the policyholder (document, names, email where the policy is sent,
 * mobile, address, city) and the terms. A signed-in customer finds the name
 * and email of the account already there (the only data a session holds).
 */
export function HolderStep({ initial, focus, onChange, onContinue, onBack }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => formResolver(holderSchema(t)), [t]);
  const { register, handleSubmit, control, subscribe, getValues, setValue, setError, formState } = useForm<
    HolderFormValues,
    unknown,
    HolderValues
  >({ resolver, defaultValues: initial });
  const errors = formState.errors.tomador;
  useStepRefusals(API_FIELDS, setError);
  const user = useSession((state) => state.user);

  useEffect(() => {
    if (!user) return;
    const { nombres, apellidos } = splitFullName(user.name);
    const fill = { nombres, apellidos, correoElectronico: user.email };
    for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      if (getValues(`tomador.${field}`) === '') setValue(`tomador.${field}`, value, { shouldDirty: true });
    }
  }, [user, getValues, setValue]);

  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values, type }) => onChange(values, type === 'change'),
    });
  }, [subscribe, onChange]);

  const submit = handleSubmit(() => onContinue());

  return (
    <form onSubmit={submit} noValidate aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="5">
        <StepHeading focus={focus} description={t('purchase.holder.description')}>
          {t('purchase.holder.heading')}
        </StepHeading>
        {user && <Text color="fg.muted">{t('purchase.holder.signedIn')}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('common.fields.documentType')} error={errors?.tipoDocumento?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('tomador.tipoDocumento')}>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`common.documentTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('common.fields.documentNumber')}
            error={errors?.numeroDocumento?.message}
            helper={t('common.fields.documentHelper')}
            required
          >
            <Input autoComplete="off" {...register('tomador.numeroDocumento')} />
          </FormField>
          <FormField label={t('purchase.holder.names')} error={errors?.nombres?.message} required>
            <Input autoComplete="given-name" {...register('tomador.nombres')} />
          </FormField>
          <FormField label={t('purchase.holder.lastNames')} error={errors?.apellidos?.message} required>
            <Input autoComplete="family-name" {...register('tomador.apellidos')} />
          </FormField>
          <FormField
            label={t('purchase.holder.email')}
            error={errors?.correoElectronico?.message}
            helper={t('purchase.holder.emailHelper')}
            required
          >
            <Input type="email" autoComplete="email" {...register('tomador.correoElectronico')} />
          </FormField>
          <FormField
            label={t('purchase.holder.mobile')}
            error={errors?.celular?.message}
            helper={t('purchase.holder.mobileHelper')}
            required
          >
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...register('tomador.celular')} />
          </FormField>
          <FormField label={t('purchase.holder.address')} error={errors?.direccion?.message} required>
            <Input autoComplete="street-address" {...register('tomador.direccion')} />
          </FormField>
          <FormField label={t('purchase.holder.city')} error={errors?.ciudad?.message} required>
            <Input autoComplete="address-level2" {...register('tomador.ciudad')} />
          </FormField>
        </SimpleGrid>
        <HolderTermsCheckbox control={control} />
        <HStack gap="3" wrap="wrap">
          <Button type="button" variant="outline" onClick={onBack}>
            {t('purchase.back')}
          </Button>
          <Button type="submit">{t('purchase.holder.submit')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
