import { useTranslation } from '@soat/shared/i18n';
import { Center, Image, VisuallyHidden } from '@soat/shared/ui-core';
import { selectLoading, useUiState } from '@soat/shared/ui-state';
import logoUrl from '../../public/assets/logo.svg';

/** Full-screen overlay with the logo (100px, pulsing on a 3 s cycle) while requests are in flight. */
export function LoadingOverlay() {
  const { t } = useTranslation('host');
  const loading = useUiState(selectLoading);
  if (!loading) return null;
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg/70"
      role="status"
      // quick requests finish before the overlay fades in, so it does not flicker
      animation="fade-in 0.2s ease-out 0.2s both"
    >
      <Image src={logoUrl} alt="" boxSize="100px" animation="pulse 3s ease-in-out infinite" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
