import { useState } from 'react';
import { FiMenu, FiX } from 'react-icons/fi';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Container, Flex, HStack, Icon, IconButton, Image, Link } from '@soat/shared/ui';
import logoUrl from '../../public/assets/logo.svg';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { useBrowserOnly } from '../lib/browser-only';
import { AccountArea } from './account-area';
import { MainNav } from './main-nav';
import { PreferencesMenu } from './preferences-menu';

/**
 * Whether the header links to the demo: in the browser only. Pages written by a server never show the
 * link, so they match whatever the runtime configuration says of the demo (see useBrowserOnly).
 */
function useDemoLink(): boolean {
  const { demo } = useRuntimeConfig();
  return useBrowserOnly(() => demo.enabled, false);
}

export function Header() {
  const { t } = useTranslation('host');
  const demoLink = useDemoLink();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="4">
          <Link asChild fontWeight="bold" fontSize="lg" color="fg" textDecoration="none" gap="2">
            <RouterLink to={PATHS.home}>
              <Image src={logoUrl} alt="" boxSize="36px" />
              {t('brand')}
            </RouterLink>
          </Link>
          <Box display={{ base: 'none', lg: 'block' }} flex="1">
            <MainNav demoEnabled={demoLink} direction="row" />
          </Box>
          <HStack gap="2" ms="auto">
            <PreferencesMenu />
            <AccountArea />
            <IconButton
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              aria-label={t(menuOpen ? 'nav.close' : 'nav.open')}
              aria-expanded={menuOpen}
              aria-controls="menu-principal"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon as={menuOpen ? FiX : FiMenu} />
            </IconButton>
          </HStack>
        </Flex>
        {menuOpen && (
          <Box id="menu-principal" display={{ lg: 'none' }} pt="3">
            <MainNav demoEnabled={demoLink} direction="column" onNavigate={() => setMenuOpen(false)} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
