import { Alert, CloseButton } from '@chakra-ui/react';
import { useTranslation } from '@soat/shared/i18n';
import { useUiState } from '@soat/shared/ui-state';

/** The alert banner of the UI state, 20px from the top and right, at most 500px wide; hidden when null. */
export function AlertBanner() {
  const { t } = useTranslation('shared');
  const alert = useUiState((state) => state.alert);
  const dismiss = useUiState((state) => state.dismissAlert);
  if (!alert) return null;
  return (
    <Alert.Root
      // announced by screen readers as soon as it appears
      role="alert"
      status={alert.type}
      variant={alert.appearance}
      position="fixed"
      top="20px"
      right="20px"
      left={{ base: '20px', sm: 'auto' }}
      maxW="500px"
      zIndex="toast"
      bg="bg"
      boxShadow="lg"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{alert.title}</Alert.Title>
        <Alert.Description>{alert.message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('alert.close')} onClick={dismiss} />
    </Alert.Root>
  );
}
