import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '@soat/shared/config';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Heading, Link, Stack, Text } from '@soat/shared/ui';
import { RATING_NAMESPACE } from '../../lib/namespace';

/** The portal's WhatsApp number (runtime configuration), read once the page runs. */
function useWhatsappNumber(): string | null {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadRuntimeConfig()
      .then((config) => current && setNumber(config.whatsapp.number))
      .catch(() => {
        /* the chat button's words below still say how to reach us */
      });
    return () => {
      current = false;
    };
  }, []);
  return number;
}

/**
 * `/calificacion?invalid=true`, where the shared HTTP client sends a link the
 * API refused: why (not valid, used or expired), how to get a new one and how
 * to reach us.
 */
export function InvalidLinkView() {
  const { t } = useTranslation(RATING_NAMESPACE);
  const number = useWhatsappNumber();
  const chatUrl = number && `https://wa.me/${number}?text=${encodeURIComponent(t('page.invalid.whatsappMessage'))}`;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {t('page.invalid.title')}
        </Heading>
        <Text fontSize="lg">{t('page.invalid.body')}</Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          {t('page.invalid.newLinkTitle')}
        </Heading>
        <Text>{t('page.invalid.newLink')}</Text>
        {chatUrl && (
          <Text>
            <Link href={chatUrl} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
              {t('page.invalid.whatsapp', { number })}
            </Link>
          </Text>
        )}
        <Text>{t('page.invalid.chat')}</Text>
      </Stack>
      <Text>
        <Link asChild fontWeight="semibold">
          <RouterLink to={PATHS.calificacion}>{t('page.invalid.summary')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
