import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Card, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { LoadFailed, Loading } from '../../components/load-status';
import { BackToSummary, OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { useRefusal } from '../../hooks/use-refusal';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError } from '../../lib/operator-api';
import { formatMoment } from '../../lib/purchase-rules';
import {
  ACTION_FAMILIES,
  downloadAuditCsv,
  fetchAudit,
  NO_FILTERS,
  type AuditEntry,
  type AuditFilters,
} from './audit-api';

/** A value an entry kept before or after its action, as its JSON (none: a dash). */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text as="dt" color="fg.muted">
        {label}:
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Flex>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body gap="2">
        <Text as="h2" id={titleId} fontWeight="bold">
          {entry.accion} · {entry.operadorCorreo}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <time dateTime={entry.creadoEn}>{formatMoment(entry.creadoEn)}</time>
        </Text>
        <Stack as="dl" gap="1">
          <Detail label={t('audit.target')}>{entry.objetivo ?? '—'}</Detail>
          <Detail label={t('audit.reason')}>{entry.motivo ?? '—'}</Detail>
          <Detail label={t('audit.before')}>{shown(entry.antes)}</Detail>
          <Detail label={t('audit.after')}>{shown(entry.despues)}</Detail>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Saves `blob` as `name` through a link the page clicks once. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `/operador/auditoria`: the audit trail for supervisors and administrators (the API refuses an agent,
 * in its own words): newest first, filtered by operator, action family and days (Colombia's), and the same
 * entries as CSV. Filters are kept as typed when the API refuses them (a «desde» after «hasta»).
 */
export function AuditPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const refusal = useRefusal();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AuditFilters, string>>>({});
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  // a refused filter (a «desde» after «hasta») is said beside its field
  const showFieldErrors = (error: unknown) => {
    if (error instanceof OperatorApiError)
      setFieldErrors(
        Object.fromEntries(error.fieldErrors.map(({ campo, mensaje }) => [campo, mensaje])) as Partial<
          Record<keyof AuditFilters, string>
        >,
      );
  };
  const { state, retry } = useOperatorLoad(() => fetchAudit(applied), [applied], showFieldErrors);

  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setApplied({ ...draft });
  };

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      save(await downloadAuditCsv(applied), 'auditoria-operadores.csv');
    } catch (error) {
      const message = refusal(error);
      if (message !== null) showFieldErrors(error);
      setDownloadError(message);
    }
    setDownloading(false);
  };

  return (
    <OperatorFrame title={t('audit.title')} description={t('audit.description')} wide aside={<BackToSummary />}>
      <Stack gap="6">
        <form onSubmit={filter} noValidate aria-label={t('audit.filtersLabel')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('audit.operator')} helper={t('audit.operatorHelper')} error={fieldErrors.operador}>
                <Input name="operador" maxLength={254} value={draft.operador} onChange={set('operador')} />
              </FormField>
              <FormField label={t('audit.action')} error={fieldErrors.accion}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="accion" value={draft.accion} onChange={set('accion')}>
                    <option value="">{t('audit.anyAction')}</option>
                    {ACTION_FAMILIES.map((family) => (
                      <option key={family} value={family}>
                        {t(`audit.families.${family}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('audit.from')} error={fieldErrors.desde}>
                <Input type="date" name="desde" value={draft.desde} onChange={set('desde')} />
              </FormField>
              <FormField label={t('audit.to')} error={fieldErrors.hasta}>
                <Input type="date" name="hasta" value={draft.hasta} onChange={set('hasta')} />
              </FormField>
            </SimpleGrid>
            <Flex gap="3" wrap="wrap">
              <Button type="submit">{t('audit.filter')}</Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => void download()}
                loading={downloading}
                loadingText={t('audit.downloading')}
              >
                {t('audit.download')}
              </Button>
            </Flex>
            <FormError message={downloadError} />
          </Stack>
        </form>
        {state.status === 'loading' && <Loading text={t('audit.loading')} />}
        {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <Stack gap="3">
            <Text role="status" fontWeight="semibold">
              {t('audit.count', { count: state.data.length })}
            </Text>
            {state.data.length > 0 && (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={t('audit.entriesLabel')}>
                {state.data.map((entry) => (
                  <li key={entry.id}>
                    <EntryCard entry={entry} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </OperatorFrame>
  );
}
