import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Container, Flex, HStack, IconButton, Image, Link } from '@soat/shared/ui-core';
import { CloseIcon, MenuIcon } from './icons';
import logoUrl from '../../public/assets/logo.svg';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { AccountArea } from './account-area';
import { MainNav } from './main-nav';
import { PreferencesMenu } from './preferences-menu';

export function Header() {
  const { t } = useTranslation('host');
  // as the runtime configuration says, in the browser and in every page a server writes: the host's
  // server renders its pages again when it runs with another configuration than the build's
  // (web-server/src/host-pages.ts), so the HTML and the app agree on every page
  const demoLink = useRuntimeConfig().demo.enabled;
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
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
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
