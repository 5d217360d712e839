import { useTranslation } from '@soat/shared/i18n';
import { Center, Spinner } from '@soat/shared/ui-core';

/**
 * What a section shows until its remote has rendered. It holds the height of a
 * page, so the footer stays below the fold instead of jumping down when the
 * section arrives (layout shift).
 */
export function SectionLoading() {
  const { t } = useTranslation('host');
  return (
    <Center minH="100dvh" py="24" role="status" aria-label={t('loading')}>
      <Spinner size="lg" color="colorPalette.solid" />
    </Center>
  );
}
