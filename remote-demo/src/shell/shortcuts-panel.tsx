import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Link, List, Text } from '@soat/shared/ui';
import { demoLink } from '../lib/demo-paths';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { useDemoData } from '../lib/use-demo-data';
import { fetchShortcuts } from './api/shell-api';
import { HeaderPanel } from './header-panel';

/** The user's shortcuts: links to the demo's pages. */
export function ShortcutsPanel() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state } = useDemoData('shortcuts', fetchShortcuts);
  return (
    <HeaderPanel label={t('shell.shortcuts')}>
      {state.status === 'loaded' ? (
        <List.Root listStyle="none" gap="2">
          {state.data.map((shortcut) => (
            <List.Item key={shortcut.id}>
              <Link asChild fontWeight="medium">
                <RouterLink to={demoLink(shortcut.link)}>{shortcut.label}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {shortcut.description}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{state.status === 'loading' ? t('common.loading') : t('common.failed')}</Text>
      )}
    </HeaderPanel>
  );
}
