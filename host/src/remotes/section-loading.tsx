import { useTranslation } from '@soat/shared/i18n';
import { Center, Spinner } from '@soat/shared/ui';

export function SectionLoading() {
  const { t } = useTranslation('host');
  return (
    <Center py="24" role="status" aria-label={t('loading')}>
      <Spinner size="lg" color="colorPalette.solid" />
    </Center>
  );
}
