import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useLocation } from '@soat/shared/router';
import { Card, Heading, Link, Text } from '@soat/shared/ui';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';

/**
 * Where the template's data links to a screen the specification does not describe
 * (the portal's `/inicio` and Trámites entries, the template's docs).
 */
export function ScreenNotInSpecPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { pathname } = useLocation();
  useDocumentTitle(t('documentTitle', { page: t('screenNotInSpec.title') }));
  return (
    <Card.Root maxW="2xl">
      <Card.Body gap="3">
        <Heading as="h1" size="lg">
          {t('screenNotInSpec.title')}
        </Heading>
        <Text>{t('screenNotInSpec.body', { path: pathname })}</Text>
        <Link asChild>
          <RouterLink to={DEMO_PATHS.contacts}>{t('screenNotInSpec.back')}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
