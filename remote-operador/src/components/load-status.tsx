import { useTranslation } from '@soat/shared/i18n';
import { Button, Flex, Spinner, Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../lib/namespace';
import { FormError } from './form-error';

/** A page's data on its way: a spinner and what is loading, announced (role status). */
export function Loading({ text }: { text: string }) {
  return (
    <Flex gap="3" align="center" role="status">
      <Spinner size="sm" />
      <Text>{text}</Text>
    </Flex>
  );
}

/** A load that failed: the API's Spanish message, and a button to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Stack gap="4" align="start">
      <FormError message={message} />
      <Button onClick={onRetry}>{t('summary.retry')}</Button>
    </Stack>
  );
}
