import { useState } from 'react';
import { apiErrorBody } from '@soat/shared/http';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useSearchParams } from '@soat/shared/router';
import { Alert, Button, Container, Heading, Link, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { unsubscribe } from './api/unsubscribe';

type State =
  { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * `/soat/recordatorios?baja=<token>`: the unsubscribe link of a renewal reminder (issue 26, point 4). It
 * asks before it acts, so a mail scanner that opens links unsubscribes nobody; no session is needed.
 */
export function RemindersPage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('reminders.title') }));
  const [params] = useSearchParams();
  // the page written at build time for `?baja` has the parameter without its value: the question is ready,
  // and the token is read when the button is pressed
  const withLink = params.has('baja');
  const [state, setState] = useState<State>({ kind: 'asking' });

  const confirm = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', message: (await unsubscribe(params.get('baja') ?? '')).message });
    } catch (error) {
      setState({ kind: 'failed', message: apiErrorBody(error)?.message ?? t('reminders.failed') });
    }
  };

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="4xl">
          {t('reminders.title')}
        </Heading>
        {state.kind === 'done' ? (
          <Text role="status">{state.message}</Text>
        ) : (
          <>
            <Text>{t('reminders.question')}</Text>
            <Button
              alignSelf="start"
              onClick={confirm}
              disabled={!withLink}
              loading={state.kind === 'sending'}
              loadingText={t('reminders.sending')}
            >
              {t('reminders.confirm')}
            </Button>
          </>
        )}
        {(state.kind === 'failed' || !withLink) && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{state.kind === 'failed' ? state.message : t('reminders.noLink')}</Alert.Description>
          </Alert.Root>
        )}
        <Link asChild alignSelf="start">
          <RouterLink to={PATHS.misPolizas}>{t('reminders.myPolicies')}</RouterLink>
        </Link>
      </Stack>
    </Container>
  );
}
