import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, DocumentFields, formResolver, SubmitButton } from '@soat/shared/forms';
import { CLAIM_LINK, takeLinkAnswer } from '@soat/shared/links';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { useSearchParams } from '@soat/shared/router';
import { isTokenExpired, tokenStorage } from '@soat/shared/session';
import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { PlateField } from '../../components/plate-field';
import {
  plateAndDocumentSchema,
  type PlateAndDocumentInput,
  type PlateAndDocumentValues,
} from '../../lib/plate-and-document-schema';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { confirmClaim, requestClaim, type ClaimConfirmed } from './api/claims';

const API_FIELDS = ['placa', 'tipoDocumento', 'numeroDocumento'] as const;
/** The emailed link's parameter: the single-use token. */
export const CLAIM_PARAMETER = CLAIM_LINK.parameter;

/** A claim's answer: its message, or the refusal's (null: no word of the API's to show). */
type ClaimAnswer = { ok: true; message: string } | { ok: false; message: string | null };

/** The message of an API answer's body, if it has one. */
function messageOf(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;
}

/**
 * The claim's answer: the one the page's loader got, having sent the token as the page arrived (a link
 * taken, or one no longer good), else the API's to the token sent now. A loader's request that did not get
 * that far (the session refused, the API down) took nothing: the token goes again.
 */
async function confirmed(token: string, options?: { early: boolean }): Promise<ClaimAnswer> {
  const sent = await takeLinkAnswer(token);
  if (sent?.status === 200) return { ok: true, message: (sent.body as ClaimConfirmed).message };
  if (sent?.status === 404) return { ok: false, message: messageOf(sent.body) };
  return confirmClaim(token, options).then(
    ({ message }): ClaimAnswer => ({ ok: true, message }),
    (error: unknown): ClaimAnswer => ({ ok: false, message: apiErrorBody(error)?.message ?? null }),
  );
}

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
    answer: confirmed(token, options),
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
  if (typeof window === 'undefined' || window.location.pathname !== CLAIM_LINK.path) return;
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
        setOutcome({ kind: 'failed', message: answer.message ?? t('myPolicies.claim.failed') });
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
