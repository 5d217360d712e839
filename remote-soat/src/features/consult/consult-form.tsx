import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, DocumentFields, formResolver, SubmitButton } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { SimpleGrid, Stack } from '@soat/shared/ui';
import { PlateField } from '../../components/plate-field';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { consultPolicies, type ConsultAnswer } from './api/consult-policies';
import {
  plateAndDocumentSchema,
  type PlateAndDocumentInput,
  type PlateAndDocumentValues,
} from '../../lib/plate-and-document-schema';

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
  const resolver = useMemo(() => formResolver(plateAndDocumentSchema(t)), [t]);
  const { register, control, handleSubmit, setError } = useForm<PlateAndDocumentInput, unknown, PlateAndDocumentValues>(
    {
      resolver,
      defaultValues: { placa: initialPlate, tipoDocumento: 'CC', numeroDocumento: '' },
    },
  );

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
        <PlateField
          control={control}
          registration={register('placa')}
          helper={t('common.fields.plateHelper')}
          defaultValue={initialPlate}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <DocumentFields control={control} />
        </SimpleGrid>
        <SubmitButton control={control} alignSelf="start" loadingText={t('consult.submitting')}>
          {t('consult.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
