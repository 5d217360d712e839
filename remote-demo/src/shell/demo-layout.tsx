import { Suspense } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Outlet } from '@soat/shared/router';
import { Box, Flex, HStack, Spinner, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { DemoNavigation } from './demo-navigation';
import { FeedPanel } from './feed-panel';
import { SearchBox } from './search-box';
import { ShortcutsPanel } from './shortcuts-panel';
import { UserMenu } from './user-menu';

/** The demo's shell: its navigation beside the page, and a header with search, panels and the user. */
export function DemoLayout() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100dvh" bg="bg.subtle">
      <Box as="aside" w={{ md: '64' }} flexShrink="0" p="4" bg="bg.panel" borderEndWidth={{ md: '1px' }}>
        <Text fontWeight="bold" mb="4" px="3">
          {t('shell.title')}
        </Text>
        <DemoNavigation />
      </Box>
      <Box flex="1" minW="0">
        <HStack as="header" position="relative" gap="2" p="3" bg="bg.panel" borderBottomWidth="1px" flexWrap="wrap">
          <SearchBox />
          {/* wraps on a phone: every button stays on the screen */}
          <HStack gap="1" ms="auto" flexWrap="wrap">
            <ShortcutsPanel />
            <FeedPanel kind="messages" />
            <FeedPanel kind="notifications" />
            <UserMenu />
          </HStack>
        </HStack>
        <Box p={{ base: '4', md: '6' }}>
          {/* each app's code arrives when its page is first opened */}
          <Suspense fallback={<Spinner size="lg" role="status" aria-label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Flex>
  );
}
