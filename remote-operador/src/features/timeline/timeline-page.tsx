import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useParams } from '@soat/shared/router';
import { Alert, Box, Link, List, Stack, Text } from '@soat/shared/ui';
import { FullData } from '../../components/full-data';
import { LoadFailed, Loading } from '../../components/load-status';
import { OperatorFrame } from '../../components/operator-frame';
import { useSessionEnded } from '../../hooks/use-session-ended';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { fetchTimeline, OperatorApiError, type FoundPurchase, type TimelineEvent } from '../../lib/operator-api';
import { FIND_PATH } from '../../lib/purchase-paths';
import { formatMoment } from '../../lib/purchase-rules';
import { PurchaseActions } from './purchase-actions';
import { RetryEvent } from './retry-event';

type State =
  | { status: 'loading' }
  | { status: 'ready'; purchase: FoundPurchase; events: TimelineEvent[] }
  | { status: 'failed'; message: string };

interface EventProps {
  event: TimelineEvent;
  onDone: (message: string) => void;
  onSessionEnded: () => void;
}

function EventItem({ event, onDone, onSessionEnded }: EventProps) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const actor =
    event.actor === 'operador' && event.operador
      ? t('timeline.actors.operadorNamed', { email: event.operador })
      : t(`timeline.actors.${event.actor}`);
  return (
    <List.Item borderStartWidth="2px" borderColor="border.emphasized" ps="3" py="1">
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={event.en}>{formatMoment(event.en)}</time> · {actor}
      </Text>
      <Text>{event.descripcion}</Text>
      <RetryEvent event={event} onDone={onDone} onSessionEnded={onSessionEnded} />
    </List.Item>
  );
}

/**
 * `/operador/compras/:id`: a purchase's story, oldest first, each event with its time and who did it (an
 * ordered list), and the actions on it behind a confirmation.
 */
export function TimelinePage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const { id = '' } = useParams();
  const onSessionEnded = useSessionEnded();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const listTitleId = useId();
  const done = (message: string) => {
    setNotice(message);
    setAttempt((value) => value + 1);
  };

  useEffect(() => {
    let current = true;
    fetchTimeline(id).then(
      ({ compra, eventos }) => {
        if (current) setState({ status: 'ready', purchase: compra, events: eventos });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof OperatorApiError && error.status === 401) onSessionEnded();
        else setState({ status: 'failed', message: errorMessage(t, error) });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt, onSessionEnded, t]);

  const title =
    state.status === 'ready' ? t('timeline.title', { plate: state.purchase.placa }) : t('timeline.titleLoading');

  return (
    <OperatorFrame title={title} description={t('timeline.description')} wide>
      <Stack gap="6">
        <Link asChild alignSelf="start">
          <RouterLink to={FIND_PATH}>{t('timeline.backToFind')}</RouterLink>
        </Link>
        {state.status === 'loading' && <Loading text={t('timeline.loading')} />}
        {state.status === 'failed' && (
          <LoadFailed message={state.message} onRetry={() => setAttempt((value) => value + 1)} />
        )}
        {state.status === 'ready' && (
          <>
            <Box>
              <Text>
                {state.purchase.poliza
                  ? t('find.policy', { number: state.purchase.poliza.numero })
                  : t('find.noPolicy')}
              </Text>
              <Text>
                {t('find.holder', {
                  name: `${state.purchase.tomador.nombres} ${state.purchase.tomador.apellidos}`,
                  documentType: state.purchase.tomador.tipoDocumento,
                  document: state.purchase.tomador.numeroDocumento,
                })}
              </Text>
              <Text>
                {t('find.contact', {
                  email: state.purchase.tomador.correoElectronico,
                  mobile: state.purchase.tomador.celular,
                })}
              </Text>
              <Box mt="2">
                <FullData
                  purchaseId={state.purchase.idSolicitudSoat}
                  onSessionEnded={onSessionEnded}
                  headingLevel="h2"
                />
              </Box>
            </Box>
            <Box role="status" aria-live="polite">
              {notice && (
                <Alert.Root status="success">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{notice}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
            </Box>
            <PurchaseActions
              purchaseId={state.purchase.idSolicitudSoat}
              hasPolicy={state.purchase.poliza !== null}
              onSessionEnded={onSessionEnded}
              onDone={done}
            />
            <section aria-labelledby={listTitleId}>
              <Text as="h2" id={listTitleId} fontWeight="bold" fontSize="lg" mb="3">
                {t('timeline.listLabel')}
              </Text>
              <List.Root as="ol" aria-labelledby={listTitleId} listStyleType="none" gap="2" ms="0">
                {state.events.map((event, index) => (
                  <EventItem
                    key={`${event.tipo}-${event.en}-${index}`}
                    event={event}
                    onDone={done}
                    onSessionEnded={onSessionEnded}
                  />
                ))}
              </List.Root>
            </section>
          </>
        )}
      </Stack>
    </OperatorFrame>
  );
}
