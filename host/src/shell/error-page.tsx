import type { ReactNode } from 'react';
import { Container, Heading, Text, UiProvider } from '@soat/shared/ui-core';
import { useFirstPageShown } from './splash';

interface ErrorPageProps {
  title: string;
  message: string;
  /** what the visitor can do next, if anything */
  action?: ReactNode;
}

/**
 * A whole page for faults the portal cannot work around (bad deploy-time
 * configuration, a page that throws). Brings its own theme provider: it may be
 * rendered outside the app's.
 */
export function ErrorPage({ title, message, action }: ErrorPageProps) {
  useFirstPageShown();
  return (
    <UiProvider>
      <Container as="main" maxW="2xl" py="16">
        <Heading as="h1" size="2xl" mb="3">
          {title}
        </Heading>
        <Text mb="6">{message}</Text>
        {action}
      </Container>
    </UiProvider>
  );
}
