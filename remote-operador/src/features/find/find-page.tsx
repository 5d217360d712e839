import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Button, Card, Flex, Input, Link, List, Stack, Text } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { FullData } from '../../components/full-data';
import { Loading } from '../../components/load-status';
import { OperatorFrame } from '../../components/operator-frame';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { useSessionEnded } from '../../hooks/use-session-ended';
import { OperatorApiError, searchPurchases, type FoundPurchase } from '../../lib/operator-api';
import { purchasePath } from '../../lib/purchase-paths';
import { searchProblem } from '../../lib/purchase-rules';

type State =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; query: string; purchases: FoundPurchase[] }
  | { status: 'failed'; message: string };

function PurchaseCard({ purchase, onSessionEnded }: { purchase: FoundPurchase; onSessionEnded: () => void }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const titleId = useId();
  const { tomador, poliza } = purchase;
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body gap="1">
        <Text as="h2" id={titleId} fontWeight="bold" fontSize="lg">
          {t('find.purchaseTitle', { plate: purchase.placa, state: purchase.estado })}
        </Text>
        <Text>{poliza ? t('find.policy', { number: poliza.numero }) : t('find.noPolicy')}</Text>
        <Text>
          {t('find.holder', {
            name: `${tomador.nombres} ${tomador.apellidos}`,
            documentType: tomador.tipoDocumento,
            document: tomador.numeroDocumento,
          })}
        </Text>
        <Text>{t('find.contact', { email: tomador.correoElectronico, mobile: tomador.celular })}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('find.requestId', { id: purchase.idSolicitudSoat })}
        </Text>
        <Flex gap="3" align="start" wrap="wrap" mt="2" direction="column">
          <Link asChild fontWeight="semibold">
            <RouterLink to={purchasePath(purchase.idSolicitudSoat)}>
              {t('find.openTimeline', { plate: purchase.placa })}
            </RouterLink>
          </Link>
          <FullData purchaseId={purchase.idSolicitudSoat} onSessionEnded={onSessionEnded} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/operador/buscar`: Find, by plate, document, policy number, request id or email. The holder shows
 * masked; «Ver datos completos» asks for a reason, which the audit trail keeps.
 */
export function FindPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const onSessionEnded = useSessionEnded();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [state, setState] = useState<State>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblem(t, query);
    setProblem(found);
    if (found) return;
    const text = query.trim();
    setState({ status: 'searching' });
    try {
      const { compras } = await searchPurchases(text);
      setState({ status: 'found', query: text, purchases: compras });
    } catch (refused) {
      if (refused instanceof OperatorApiError && refused.status === 401) return onSessionEnded();
      setState({ status: 'failed', message: errorMessage(t, refused) });
    }
  };

  return (
    <OperatorFrame title={t('find.title')} description={t('find.description')} wide>
      <Stack gap="6">
        <form role="search" onSubmit={(event) => void submit(event)} noValidate aria-label={t('find.title')}>
          <Stack gap="3">
            <FormField label={t('find.query')} error={problem} helper={t('find.queryHelper')} required>
              <Input type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
            </FormField>
            <Button
              type="submit"
              alignSelf="start"
              loading={state.status === 'searching'}
              loadingText={t('find.searching')}
            >
              {t('find.submit')}
            </Button>
          </Stack>
        </form>
        {state.status === 'searching' && <Loading text={t('find.searching')} />}
        {state.status === 'failed' && <FormError message={state.message} />}
        {state.status === 'found' && (
          <section aria-label={t('find.resultsLabel')}>
            <Text role="status" mb="3">
              {state.purchases.length === 0
                ? t('find.none', { query: state.query })
                : t('find.count', { count: state.purchases.length })}
            </Text>
            <List.Root as="ul" listStyleType="none" gap="3" ms="0">
              {state.purchases.map((purchase) => (
                <List.Item key={purchase.idSolicitudSoat}>
                  <PurchaseCard purchase={purchase} onSessionEnded={onSessionEnded} />
                </List.Item>
              ))}
            </List.Root>
          </section>
        )}
      </Stack>
    </OperatorFrame>
  );
}
