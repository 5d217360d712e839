import { Outlet } from '@soat/shared/router';
import { AlertBanner, Box, Flex } from '@soat/shared/ui-core';
import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationPiece } from '../lib/hydration-piece';
import { LoadingOverlay } from './loading-overlay';
import { ScrollRestoration } from './scroll-restoration';
import { SkipLink } from './skip-link';
import { useFirstPageShown } from './splash';

// The host's pages never show Alert but in the banner: its door comes when an alert does (docs/decisions/048).
const loadAlert = () => import('@soat/shared/ui');

/** The portal layout: every page sits inside it. */
export function Layout() {
  useFirstPageShown();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <HydrationPiece>
        <Header />
      </HydrationPiece>
      <Box as="main" id="contenido" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <HydrationPiece>
        <Footer />
      </HydrationPiece>
      <AlertBanner loadAlert={loadAlert} />
      <LoadingOverlay />
      <ChatButton />
      <ScrollRestoration />
    </Flex>
  );
}
