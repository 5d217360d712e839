import { useTranslation } from '@soat/shared/i18n';
import { Link } from '@soat/shared/ui-core';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation('host');
  return (
    <Link
      href="#contenido"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="bg"
      px="4"
      py="2"
      rounded="md"
      _focus={{ top: '4' }}
    >
      {t('skipToContent')}
    </Link>
  );
}
