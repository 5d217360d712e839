import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Spinner, Text } from '@soat/shared/ui';
import type { DemoDataState } from '../lib/use-demo-data';
import { DEMO_NAMESPACE } from '../lib/namespace';

/** What a screen shows while its data loads, or when it failed (with a retry). */
export function LoadState({ state, onRetry }: { state: DemoDataState<unknown>; onRetry: () => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (state.status === 'loading') {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('common.loading')}</Text>
      </HStack>
    );
  }
  return (
    <HStack gap="2" role="alert">
      <Text>{t('common.failed')}</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </HStack>
  );
}
