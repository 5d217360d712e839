import { useTranslation } from '@soat/shared/i18n';
import { Alert } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../lib/namespace';

/** A refused step's message, read out as it appears (role alert), above the form that keeps its input. */
export function FormError({ message }: { message: string | null }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('errors.title')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
