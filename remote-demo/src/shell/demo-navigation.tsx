import type { ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { NavLink } from '@soat/shared/router';
import { Box, Heading, List, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { DASHBOARD_NAMES, dashboardPath, DEMO_PATHS, demoLink } from '../lib/demo-paths';
import { useDemoData } from '../lib/use-demo-data';
import { fetchNavigation, type NavigationItem } from './api/shell-api';
import { focusRing } from '../components/focus-ring';

const APPS = [
  { key: 'contacts', to: DEMO_PATHS.contacts },
  { key: 'inventory', to: DEMO_PATHS.inventory },
  { key: 'fileManager', to: DEMO_PATHS.fileManager },
  { key: 'helpCenter', to: DEMO_PATHS.helpCenter },
  { key: 'mailbox', to: DEMO_PATHS.mailbox },
  { key: 'notes', to: DEMO_PATHS.notes },
  { key: 'scrumboard', to: DEMO_PATHS.scrumboard },
  { key: 'tasks', to: DEMO_PATHS.tasks },
  { key: 'academy', to: DEMO_PATHS.academy },
  { key: 'chat', to: DEMO_PATHS.chat },
] as const;

function NavEntry({ to, children }: { to: string; children: string }) {
  return (
    <List.Item>
      <Box
        asChild
        display="block"
        px="3"
        py="1.5"
        rounded="md"
        _hover={{ bg: 'colorPalette.subtle' }}
        _currentPage={{ bg: 'colorPalette.muted', fontWeight: 'semibold' }}
        _focusVisible={focusRing}
      >
        <NavLink to={to}>{children}</NavLink>
      </Box>
    </List.Item>
  );
}

function NavGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="xs" textTransform="uppercase" color="fg.muted" px="3" mb="1">
        {title}
      </Heading>
      <List.Root listStyle="none" gap="0.5">
        {children}
      </List.Root>
    </Box>
  );
}

/** A navigation item of the template's data: a link, or a group of links (Trámites). */
function DataItem({ item }: { item: NavigationItem }) {
  if (item.children?.length) {
    return (
      <List.Item>
        <Text px="3" py="1.5" fontWeight="medium">
          {item.title}
        </Text>
        <List.Root listStyle="none" ps="3" gap="0.5">
          {item.children.map((child) => (
            <DataItem key={child.id} item={child} />
          ))}
        </List.Root>
      </List.Item>
    );
  }
  return item.link ? <NavEntry to={demoLink(item.link)}>{item.title}</NavEntry> : null;
}

/** The demo's navigation: its apps, then the portal's navigation as the mock data gives it. */
export function DemoNavigation() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state } = useDemoData('navigation', fetchNavigation);
  return (
    <Box as="nav" aria-label={t('shell.navigation')} display="flex" flexDirection="column" gap="6">
      <NavGroup title={t('shell.apps')}>
        {APPS.map(({ key, to }) => (
          <NavEntry key={key} to={to}>
            {t(`apps.${key}`)}
          </NavEntry>
        ))}
      </NavGroup>
      <NavGroup title={t('shell.dashboards')}>
        {DASHBOARD_NAMES.map((name) => (
          <NavEntry key={name} to={dashboardPath(name)}>
            {t(`dashboards.${name}`)}
          </NavEntry>
        ))}
      </NavGroup>
      <NavGroup title={t('shell.pages')}>
        <NavEntry to={DEMO_PATHS.activities}>{t('pages.activities')}</NavEntry>
        <NavEntry to={DEMO_PATHS.icons}>{t('pages.icons')}</NavEntry>
      </NavGroup>
      <NavGroup title={t('shell.portal')}>
        {state.status === 'loaded' ? (
          state.data.default.map((item) => <DataItem key={item.id} item={item} />)
        ) : (
          <List.Item px="3" color="fg.muted">
            {state.status === 'loading' ? t('common.loading') : t('common.failed')}
          </List.Item>
        )}
      </NavGroup>
    </Box>
  );
}
