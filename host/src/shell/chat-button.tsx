import { useTranslation } from '@soat/shared/i18n';
import { Box, Link } from '@soat/shared/ui-core';
import { WhatsappIcon } from './icons';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { useIsMobileDevice, whatsappChatUrl } from '../lib/device';

/** Floating WhatsApp chat button, bottom right: 60px, 48px on narrow screens. */
export function ChatButton() {
  const { t } = useTranslation('host');
  const { whatsapp } = useRuntimeConfig();
  const mobile = useIsMobileDevice();
  return (
    <Box as="aside" aria-label={t('chat.region')}>
      <Link
        href={whatsappChatUrl(whatsapp.number, whatsapp.message, mobile)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
        position="fixed"
        bottom={{ base: '4', md: '6' }}
        right={{ base: '4', md: '6' }}
        boxSize={{ base: '48px', sm: '60px' }}
        rounded="full"
        bg="#0b7a3e"
        color="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxShadow="lg"
        zIndex="sticky"
        _hover={{ bg: '#096132' }}
        focusRingColor="#0b7a3e"
      >
        <WhatsappIcon boxSize={{ base: '26px', sm: '32px' }} aria-hidden="true" />
      </Link>
    </Box>
  );
}
