import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, DocumentFields, formResolver, SubmitButton } from '@soat/shared/forms';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { PATHS, useSearchParams } from '@soat/shared/router';
import { isTokenExpired, tokenStorage } from '@soat/shared/session';
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

type ClaimAnswer = { ok: true; message: string } | { ok: false; error: unknown };

/** A link's token used: its answer, and the answer itself once it has come back good (`claimed`). */
interface ClaimAttempt {
  token: string;
  answer: Promise<ClaimAnswer>;
  claimed: { message: string } | null;
}

// One attempt per token, the token being single-use: whoever asks again gets the same answer. A failed
// attempt is forgotten, so that the page, or a later visit to it, sends the token again.
let attempt: ClaimAttempt | null = null;

function claimOnce(token: string, options?: { early: boolean }): ClaimAttempt {
  if (attempt?.token === token) return attempt;
  const started: ClaimAttempt = {
    token,
    claimed: null,
    answer: confirmClaim(token, options).then(
      ({ message }): ClaimAnswer => ({ ok: true, message }),
      (error: unknown): ClaimAnswer => ({ ok: false, error }),
    ),
  };
  void started.answer.then((answer) => {
    if (answer.ok) started.claimed = { message: answer.message };
    else if (attempt === started) attempt = null;
  });
  attempt = started;
  return started;
}

/**
 * The emailed link's claim, sent as soon as the page's code arrives in a browser that keeps an unexpired
 * session (the host loads a section's remote and the page's code beside its own start): the page then
 * shows the answer in its first render instead of asking once it is on screen (ADR 035). Sent only from
 * this page's address, beside the session check rather than after it: a session the API no longer
 * accepts is refused here quietly, forgotten, and gets the check's gentle word, never this request's
 * refusal. Resolves once the claim is answered, or not sent (the routes do not wait for it).
 */
export async function startClaimFromAddress(): Promise<void> {
  if (typeof window === 'undefined' || window.location.pathname !== PATHS.misPolizas) return;
  const token = new URLSearchParams(window.location.search).get(CLAIM_PARAMETER);
  const session = tokenStorage.read();
  if (!token || !session || isTokenExpired(session)) return;
  await claimOnce(token, { early: true }).answer;
}

/** Forgets the claim sent (tests, which open many links in one document). */
export function forgetClaim(): void {
  attempt = null;
}

type Outcome = { kind: 'done' | 'failed'; message: string };

/**
 * The emailed link (`?reclamar=`), used once the page runs with the session: its purchases join the
 * account, and the list is asked for again. The token leaves the address at once. A claim sent as the
 * page's code arrived and answered already is shown in the first render, and the list, asked for after
 * it, already holds its purchases.
 */
export function useClaimLink(onClaimed: () => void): Outcome | null {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const token = params.get(CLAIM_PARAMETER);
  // the claim of this token answered before the page rendered, if it was
  const [early] = useState(() =>
    token !== null && attempt?.token === token && attempt.claimed ? { token, ...attempt.claimed } : null,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    early ? { kind: 'done', message: early.message } : null,
  );
  useEffect(() => {
    if (token === null) return;
    setParams(
      (current) => {
        current.delete(CLAIM_PARAMETER);
        return current;
      },
      { replace: true },
    );
    if (early?.token === token) return;
    void claimOnce(token).answer.then((answer) => {
      if (answer.ok) {
        setOutcome({ kind: 'done', message: answer.message });
        onClaimed();
      } else {
        setOutcome({ kind: 'failed', message: apiErrorBody(answer.error)?.message ?? t('myPolicies.claim.failed') });
      }
    });
  }, [token, early, setParams, onClaimed, t]);
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
