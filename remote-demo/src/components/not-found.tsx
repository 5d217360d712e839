import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Card, Heading, Link, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';

/**
 * An unknown id in a demo app's URL (a mail, a board, a task, a chat, a course, a dashboard):
 * said inside the demo's shell, with a way back to the app's first page.
 */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Card.Root maxW="2xl" role="alert">
      <Card.Body gap="3">
        <Heading as="h1" size="lg">
          {t('common.notFound.title')}
        </Heading>
        <Text>{t('common.notFound.body')}</Text>
        <Link asChild>
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
