import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, DocumentFields, formResolver, SubmitButton } from '@soat/shared/forms';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { useSearchParams } from '@soat/shared/router';
import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { PlateField } from '../../components/plate-field';
import {
  plateAndDocumentSchema,
  type PlateAndDocumentInput,
  type PlateAndDocumentValues,
} from '../../lib/plate-and-document-schema';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { confirmClaim, requestClaim } from './api/claims';

const API_FIELDS = ['placa', 'tipoDocumento', 'numeroDocumento'] as const;
/** The emailed link's parameter: the single-use token. */
export const CLAIM_PARAMETER = 'reclamar';

/**
 * The emailed link (`?reclamar=`), used once the page runs with the session: its purchases join the
 * account, and the list is asked for again. The token leaves the address at once.
 */
export function useClaimLink(onClaimed: () => void): { kind: 'done' | 'failed'; message: string } | null {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const token = params.get(CLAIM_PARAMETER);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; message: string } | null>(null);
  useEffect(() => {
    if (token === null) return;
    setParams(
      (current) => {
        current.delete(CLAIM_PARAMETER);
        return current;
      },
      { replace: true },
    );
    confirmClaim(token).then(
      ({ message }) => {
        setOutcome({ kind: 'done', message });
        onClaimed();
      },
      (error: unknown) =>
        setOutcome({ kind: 'failed', message: apiErrorBody(error)?.message ?? t('myPolicies.claim.failed') }),
    );
  }, [token, setParams, onClaimed, t]);
  return outcome;
}

/** "¿Compraste sin iniciar sesión?": asks for the link that adds those purchases to the account. */
export function ClaimPurchases() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => formResolver(plateAndDocumentSchema(t)), [t]);
  const { register, control, handleSubmit, setError } = useForm<PlateAndDocumentInput, unknown, PlateAndDocumentValues>(
    { resolver, defaultValues: { placa: '', tipoDocumento: 'CC', numeroDocumento: '' } },
  );
  const [answer, setAnswer] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setAnswer(null);
    try {
      setAnswer(await requestClaim(values));
    } catch (error) {
      applyFieldErrors(error, API_FIELDS, setError);
    }
  });
  return (
    <Box as="section" aria-labelledby="reclamar-compras">
      <Stack gap="4">
        <Heading as="h2" id="reclamar-compras" size="2xl">
          {t('myPolicies.claim.title')}
        </Heading>
        <Text color="fg.muted">{t('myPolicies.claim.body')}</Text>
        <form onSubmit={submit} noValidate aria-labelledby="reclamar-compras">
          <Stack gap="4">
            <PlateField control={control} registration={register('placa')} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <DocumentFields control={control} />
            </SimpleGrid>
            <SubmitButton control={control} alignSelf="start" loadingText={t('myPolicies.claim.sending')}>
              {t('myPolicies.claim.submit')}
            </SubmitButton>
          </Stack>
        </form>
        <Text role="status">{answer}</Text>
      </Stack>
    </Box>
  );
}

/** What the emailed link did, above the list. */
export function ClaimOutcome({ outcome }: { outcome: { kind: 'done' | 'failed'; message: string } | null }) {
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.kind === 'done' ? 'success' : 'error'}>
      <Alert.Indicator />
      <Alert.Description>{outcome.message}</Alert.Description>
    </Alert.Root>
  );
}
