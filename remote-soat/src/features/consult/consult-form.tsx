import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, FormField, formResolver } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { Button, Input, NativeSelect, SimpleGrid, Stack } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { consultPolicies, type ConsultAnswer } from './api/consult-policies';
import { consultSchema, type ConsultInput, type ConsultValues } from './consult-schema';

const API_FIELDS = ['placa', 'tipoDocumento', 'numeroDocumento'] as const;

interface Props {
  /** The plate to start with (`?placa=`, the link in a policy's QR code). */
  initialPlate: string;
  /** Told the answer: the policies, or null when that plate has none held by that document. */
  onAnswer: (answer: ConsultAnswer | null, plate: string) => void;
  /** Told when a new consult starts, so an earlier answer is not shown as this one's. */
  onSubmitStart: () => void;
}

export function ConsultForm({ initialPlate, onAnswer, onSubmitStart }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => formResolver(consultSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConsultInput, unknown, ConsultValues>({
    resolver,
    defaultValues: { placa: initialPlate, tipoDocumento: 'CC', numeroDocumento: '' },
  });

  const submit = handleSubmit(async (values) => {
    onSubmitStart();
    try {
      onAnswer(await consultPolicies(values), values.placa);
    } catch (error) {
      // the general message is the HTTP client's alert
      applyFieldErrors(error, API_FIELDS, setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('consult.form')}>
      <Stack gap="4">
        <FormField
          label={t('common.fields.plate')}
          error={errors.placa?.message}
          helper={t('common.fields.plateHelper')}
          required
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            textTransform="uppercase"
            // in the markup too: a page rendered on request with the plate shows it before any script
            defaultValue={initialPlate}
            {...register('placa')}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('common.fields.documentType')} error={errors.tipoDocumento?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('tipoDocumento')}>
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
            error={errors.numeroDocumento?.message}
            helper={t('common.fields.documentHelper')}
            required
          >
            <Input inputMode="text" autoComplete="off" {...register('numeroDocumento')} />
          </FormField>
        </SimpleGrid>
        <Button type="submit" alignSelf="start" loading={isSubmitting} loadingText={t('consult.submitting')}>
          {t('consult.submit')}
        </Button>
      </Stack>
    </form>
  );
}
