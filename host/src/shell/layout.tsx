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
      <AlertBanner />
      <LoadingOverlay />
      <ChatButton />
      <ScrollRestoration />
    </Flex>
  );
}
