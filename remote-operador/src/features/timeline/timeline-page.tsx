import { useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useParams } from '@soat/shared/router';
import { Alert, Box, Link, List, Stack, Text } from '@soat/shared/ui';
import { FullData } from '../../components/full-data';
import { LoadFailed, Loading } from '../../components/load-status';
import { OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { useSessionEnded } from '../../hooks/use-session-ended';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { fetchTimeline, type TimelineEvent } from '../../lib/operator-api';
import { FIND_PATH } from '../../lib/purchase-paths';
import { formatMoment } from '../../lib/purchase-rules';
import { PurchaseActions } from './purchase-actions';
import { RetryEvent } from './retry-event';

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
  const { state, retry, reload } = useOperatorLoad(() => fetchTimeline(id), [id]);
  const [notice, setNotice] = useState<string | null>(null);
  const listTitleId = useId();
  // what an action changed is read again, the story staying on screen meanwhile
  const done = (message: string) => {
    setNotice(message);
    reload();
  };

  const title =
    state.status === 'ready' ? t('timeline.title', { plate: state.data.compra.placa }) : t('timeline.titleLoading');

  return (
    <OperatorFrame title={title} description={t('timeline.description')} wide>
      <Stack gap="6">
        <Link asChild alignSelf="start">
          <RouterLink to={FIND_PATH}>{t('timeline.backToFind')}</RouterLink>
        </Link>
        {state.status === 'loading' && <Loading text={t('timeline.loading')} />}
        {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <>
            <Box>
              <Text>
                {state.data.compra.poliza
                  ? t('find.policy', { number: state.data.compra.poliza.numero })
                  : t('find.noPolicy')}
              </Text>
              <Text>
                {t('find.holder', {
                  name: `${state.data.compra.tomador.nombres} ${state.data.compra.tomador.apellidos}`,
                  documentType: state.data.compra.tomador.tipoDocumento,
                  document: state.data.compra.tomador.numeroDocumento,
                })}
              </Text>
              <Text>
                {t('find.contact', {
                  email: state.data.compra.tomador.correoElectronico,
                  mobile: state.data.compra.tomador.celular,
                })}
              </Text>
              <Box mt="2">
                <FullData
                  purchaseId={state.data.compra.idSolicitudSoat}
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
              purchaseId={state.data.compra.idSolicitudSoat}
              hasPolicy={state.data.compra.poliza !== null}
              onSessionEnded={onSessionEnded}
              onDone={done}
            />
            <section aria-labelledby={listTitleId}>
              <Text as="h2" id={listTitleId} fontWeight="bold" fontSize="lg" mb="3">
                {t('timeline.listLabel')}
              </Text>
              <List.Root as="ol" aria-labelledby={listTitleId} listStyleType="none" gap="2" ms="0">
                {state.data.eventos.map((event, index) => (
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
