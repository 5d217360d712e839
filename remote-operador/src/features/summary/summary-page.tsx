import { useId } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { PATHS, Link as RouterLink, useNavigate } from '@soat/shared/router';
import { Button, Card, Flex, Link, SimpleGrid, Text } from '@soat/shared/ui';
import { FIND_PATH } from '../../lib/purchase-paths';
import { AUDIT_PATH, OPERATIONS_PATH, OPERATORS_PATH, QUEUE_PATHS, RATINGS_PATH } from '../../lib/queue-paths';
import { LoadFailed, Loading } from '../../components/load-status';
import { OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { fetchOperator, fetchSummary, type Operator, type QueueSummary } from '../../lib/operator-api';
import { operatorToken } from '../../lib/operator-session';

/** The queues in the order the page shows them. */
const QUEUES = [
  'reembolsosPorMarcar',
  'reportesRuntFallidos',
  'correosFallidos',
  'pagosPendientesMasDeUnaHora',
  'facturasRechazadas',
] as const satisfies readonly (keyof QueueSummary)[];

/** The back office's other pages, and the roles that may open them (the API refuses the others). */
const TOOLS = [
  { key: 'find', to: FIND_PATH, roles: ['agente', 'supervisor', 'administrador'] },
  { key: 'ratings', to: RATINGS_PATH, roles: ['agente', 'supervisor', 'administrador'] },
  { key: 'operations', to: OPERATIONS_PATH, roles: ['agente', 'supervisor', 'administrador'] },
  { key: 'audit', to: AUDIT_PATH, roles: ['supervisor', 'administrador'] },
  { key: 'operators', to: OPERATORS_PATH, roles: ['administrador'] },
] as const satisfies readonly { key: string; to: string; roles: readonly Operator['rol'][] }[];

function QueueCard({ label, count, to }: { label: string; count: number; to: string }) {
  const labelId = useId();
  return (
    <Card.Root as="article" aria-labelledby={labelId} size="sm">
      <Card.Body gap="1">
        <Link asChild fontWeight="medium">
          <RouterLink id={labelId} to={to}>
            {label}
          </RouterLink>
        </Link>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
          {count}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/operador`: the back office's first page, with the operator's name and role, the counts of the queues
 * waiting for an operator, and the sign-out. A refused session (expired, ended) goes back to the sign-in.
 */
export function SummaryPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const navigate = useNavigate();
  const { state, retry } = useOperatorLoad(
    () => Promise.all([fetchOperator(), fetchSummary()]).then(([{ operador }, summary]) => ({ operador, summary })),
    [],
  );

  const signOut = () => {
    operatorToken.clear();
    void navigate(PATHS.operadorIngresar, { replace: true });
  };

  const aside = (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      {state.status === 'ready' && (
        <Text fontWeight="semibold">
          {t('summary.signedInAs', { name: state.data.operador.nombre, role: t(`roles.${state.data.operador.rol}`) })}
        </Text>
      )}
      <Button variant="outline" size="sm" onClick={signOut} ms="auto">
        {t('summary.signOut')}
      </Button>
    </Flex>
  );

  return (
    <OperatorFrame title={t('summary.title')} description={t('summary.description')} aside={aside} wide>
      {state.status === 'loading' && <Loading text={t('summary.loading')} />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <nav aria-label={t('summary.toolsLabel')}>
          <Flex as="ul" gap="4" wrap="wrap" listStyleType="none" mb="6">
            {TOOLS.filter(({ roles }) => (roles as readonly string[]).includes(state.data.operador.rol)).map(
              ({ key, to }) => (
                <li key={key}>
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={to}>{t(`summary.tools.${key}`)}</RouterLink>
                  </Link>
                </li>
              ),
            )}
          </Flex>
        </nav>
      )}
      {state.status === 'ready' && (
        <section aria-label={t('summary.queuesLabel')}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {QUEUES.map((queue) => (
              <QueueCard
                key={queue}
                label={t(`summary.queues.${queue}`)}
                count={state.data.summary[queue]}
                to={QUEUE_PATHS[queue]}
              />
            ))}
          </SimpleGrid>
        </section>
      )}
    </OperatorFrame>
  );
}
