import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Field, Heading, NativeSelect, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getFaqs } from './api/help-center-api';

const SLUGS = ['most-asked', 'general-inquiries', 'licenses', 'payments', 'support'];

/** The FAQs by category (all, or the one chosen); each answer opens under its question. */
export function FaqSection() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [slug, setSlug] = useState('');
  const { state, reload } = useDemoData(`faqs:${slug}`, () => getFaqs(slug || undefined));
  return (
    <Stack as="section" aria-labelledby="faqs-title" gap="4">
      <Heading as="h2" size="md" id="faqs-title">
        {t('help.faqs')}
      </Heading>
      <Field.Root maxW="xs">
        <Field.Label>{t('help.category')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={slug} onChange={(event) => setSlug(event.target.value)}>
            <option value="">{t('help.allCategories')}</option>
            {SLUGS.map((value) => (
              <option key={value} value={value}>
                {t(`help.faqCategories.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : (
        state.data.map((category) => (
          <Box key={category.id}>
            <Heading as="h3" size="sm" mb="2">
              {category.title}
            </Heading>
            {category.faqs.length === 0 && <Text color="fg.muted">{t('help.noFaqs')}</Text>}
            <Stack gap="2">
              {category.faqs.map((faq) => (
                <Box as="details" key={faq.id} bg="bg.panel" borderWidth="1px" rounded="md" px="3" py="2">
                  <Box as="summary" cursor="pointer" fontWeight="medium" _focusVisible={{ outline: '2px solid' }}>
                    {faq.question}
                  </Box>
                  <Text mt="2">{faq.answer}</Text>
                </Box>
              ))}
            </Stack>
          </Box>
        ))
      )}
    </Stack>
  );
}
