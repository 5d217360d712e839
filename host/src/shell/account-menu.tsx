import { signOut } from '@soat/shared/auth';
import { useTranslation } from '@soat/shared/i18n';
import { Portal } from '@soat/shared/ui-core';
import { Menu } from '@soat/shared/ui-overlays';
import { AccountButton } from './account-button';

interface AccountMenuProps {
  user: { name: string; email: string };
}

/** The signed-in user's menu: name, email and sign-out. Loaded lazily, for signed-in users only. */
export default function AccountMenu({ user }: AccountMenuProps) {
  const { t } = useTranslation('host');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <AccountButton name={user.name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{user.email}</Menu.ItemGroupLabel>
              <Menu.Item value="sign-out" onSelect={signOut}>
                {t('account.signOut')}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
