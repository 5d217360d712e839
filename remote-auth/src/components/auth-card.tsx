import type { ReactNode } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Card, Container, Heading, Text } from '@soat/shared/ui';
import { AUTH_NAMESPACE } from '../lib/namespace';

interface Props {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The frame every account page shares: a centred card with its heading. */
export function AuthCard({ title, description, children }: Props) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: title }));
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}
