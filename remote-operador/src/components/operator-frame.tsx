import type { ReactNode } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { PATHS, Link as RouterLink } from '@soat/shared/router';
import { Card, Container, Heading, Link, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../lib/namespace';

interface Props {
  title: string;
  description?: string;
  /** A wider frame for pages with a grid (the summary); the sign-in steps keep a narrow card. */
  wide?: boolean;
  /** Beside the heading: the operator's name and the sign-out button. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every back-office page shares: a card with its heading, and a robots `noindex` meta (React
 * moves it into the head), so no search engine lists an operator page.
 */
export function OperatorFrame({ title, description, wide = false, aside, children }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: title }));
  return (
    <Container maxW={wide ? '5xl' : 'lg'} py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <meta name="robots" content="noindex, nofollow" />
      <Card.Root>
        <Card.Header gap="2">
          <Text color="fg.muted" fontSize="sm">
            {t('brand')}
          </Text>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
          {aside}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}

/** Beside a page's heading: the way back to the back office's first page. */
export function BackToSummary() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Link asChild alignSelf="start">
      <RouterLink to={PATHS.operador}>{t('queues.backToSummary')}</RouterLink>
    </Link>
  );
}
