import { useTranslation } from '@soat/shared/i18n';
import { Button } from '@soat/shared/ui';
import { Menu } from '@soat/shared/ui-overlays';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { useDemoData } from '../lib/use-demo-data';
import { fetchUser, updateUser } from './api/shell-api';

const STATUSES = ['online', 'away', 'busy', 'not-visible'] as const;

/** The demo user's menu: name, email and availability (PATCH api/common/user). */
export function UserMenu() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData('user', fetchUser);
  if (state.status !== 'loaded') return null;
  const user = state.data;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t('shell.user.menu', { name: user.name })}>
          {user.name}
        </Button>
      </Menu.Trigger>
      {/* not in a portal: the menu stays in the page's landmarks (the host's main), where axe wants content */}
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>{user.email}</Menu.ItemGroupLabel>
            <Menu.RadioItemGroup
              value={user.status}
              onValueChange={({ value }) => void updateUser({ status: value }).then(reload)}
            >
              {STATUSES.map((status) => (
                <Menu.RadioItem key={status} value={status}>
                  <Menu.ItemIndicator />
                  {t(`shell.user.status.${status}`)}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.ItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
