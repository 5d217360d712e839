import type { ReactNode } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Container, Heading, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { PurchaseProgress, type PurchaseStep } from './purchase-progress';

interface Props {
  /** The page's heading and, with the portal's name, its title. */
  title: string;
  /** The step of the purchase the page is, shown as progress. */
  step?: PurchaseStep;
  /** What the page is for, under the heading: there before anything the page loads. */
  lead?: string;
  children: ReactNode;
}

/**
 * The frame of the purchase and payment pages: heading, progress and content,
 * one column. It is at least a screen tall, so the footer never moves into view
 * and out again while a page loads its purchase request or changes step.
 */
export function PurchaseLayout({ title, step, lead, children }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: title }));
  return (
    <Container maxW="3xl" minH="100vh" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
        )}
        {step && <PurchaseProgress current={step} />}
        {children}
      </Stack>
    </Container>
  );
}
