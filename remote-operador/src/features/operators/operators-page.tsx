import { useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Card, Flex, Heading, Stack, Text } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { LoadFailed, Loading } from '../../components/load-status';
import { BackToSummary, OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { useSessionEnded } from '../../hooks/use-session-ended';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError } from '../../lib/operator-api';
import { NewOperatorForm } from './new-operator-form';
import { fetchOperators, setOperatorActive, type OperatorAccount } from './operators-api';

interface RowProps {
  operator: OperatorAccount;
  onChanged: (operator: OperatorAccount) => void;
  onSessionEnded: () => void;
}

function OperatorRow({ operator, onChanged, onSessionEnded }: RowProps) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setError(null);
    setSending(true);
    try {
      onChanged(await setOperatorActive(operator.id, !operator.activo));
    } catch (refused) {
      if (refused instanceof OperatorApiError && refused.status === 401) return onSessionEnded();
      setError(errorMessage(t, refused));
    }
    setSending(false);
  };

  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="h2" id={titleId} fontWeight="bold">
            {operator.nombre}
          </Text>
          <Text color="fg.muted">· {t(`roles.${operator.rol}`)}</Text>
        </Flex>
        <Text overflowWrap="anywhere">{operator.correoElectronico}</Text>
        <Text>
          {operator.activo ? t('operators.active') : t('operators.inactive')} ·{' '}
          {operator.segundoFactor ? t('operators.secondFactorReady') : t('operators.secondFactorPending')}
        </Text>
        <FormError message={error} />
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          onClick={() => void toggle()}
          loading={sending}
          aria-describedby={titleId}
        >
          {operator.activo ? t('operators.disable') : t('operators.enable')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/operador/operadores`: the administrators' page. Every operator with its role and state, a button that
 * disables one (its sessions stop at once; the API refuses the administrator's own) or enables it again,
 * and the form that creates one. Every change is in the audit trail; another role gets the API's refusal.
 */
export function OperatorsPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const sessionEnded = useSessionEnded();
  const [said, setSaid] = useState<string | null>(null);
  const { state, retry, update } = useOperatorLoad(() => fetchOperators(), []);

  const put = (operator: OperatorAccount, message: string) => {
    setSaid(message);
    update((operators) =>
      operators.some(({ id }) => id === operator.id)
        ? operators.map((one) => (one.id === operator.id ? operator : one))
        : [...operators, operator],
    );
  };

  return (
    <OperatorFrame title={t('operators.title')} description={t('operators.description')} wide aside={<BackToSummary />}>
      <Stack gap="8">
        {/* always in the page, so that what it comes to say is read out */}
        <Text role="status" fontWeight="semibold">
          {said}
        </Text>
        {state.status === 'loading' && <Loading text={t('operators.loading')} />}
        {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <>
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('operators.listLabel')}>
              {state.data.map((operator) => (
                <li key={operator.id}>
                  <OperatorRow
                    operator={operator}
                    onSessionEnded={sessionEnded}
                    onChanged={(changed) =>
                      put(
                        changed,
                        t(changed.activo ? 'operators.enabled' : 'operators.disabled', { name: changed.nombre }),
                      )
                    }
                  />
                </li>
              ))}
            </Stack>
            <Stack as="section" gap="4" aria-labelledby="crear-operador">
              <Heading as="h2" size="lg" id="crear-operador">
                {t('operators.createTitle')}
              </Heading>
              <NewOperatorForm
                onSessionEnded={sessionEnded}
                onCreated={(created) => put(created, t('operators.created', { name: created.nombre }))}
              />
            </Stack>
          </>
        )}
      </Stack>
    </OperatorFrame>
  );
}
