import type { ReactNode } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Container, Heading, Stack } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { PurchaseProgress, type PurchaseStep } from './purchase-progress';

interface Props {
  /** The page's heading and, with the portal's name, its title. */
  title: string;
  /** The step of the purchase the page is, shown as progress. */
  step?: PurchaseStep;
  children: ReactNode;
}

/** The frame of the purchase and payment pages: heading, progress and content, one column. */
export function PurchaseLayout({ title, step, children }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: title }));
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {step && <PurchaseProgress current={step} />}
        {children}
      </Stack>
    </Container>
  );
}
