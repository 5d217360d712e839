import { FiUser } from 'react-icons/fi';
import { signOut } from '@soat/shared/auth';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useLocation } from '@soat/shared/router';
import { useSession } from '@soat/shared/session';
import { Button, Icon, Menu, Portal, Spinner, Text } from '@soat/shared/ui';

/** Sign-in entry for visitors; a menu with the user's name and sign-out once signed in. */
export function AccountArea() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);

  if (status === 'unknown') return <Spinner size="sm" aria-label={t('account.checking')} />;
  if (status !== 'authenticated' || !user) {
    // after signing in the visitor comes back here
    const here = encodeURIComponent(`${pathname}${search}`);
    return (
      <Button asChild size="sm">
        <RouterLink to={`${PATHS.iniciarSesion}?redirectTo=${here}`}>{t('account.signIn')}</RouterLink>
      </Button>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={t('account.menu', { name: user.name })}>
          <Icon as={FiUser} />
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {user.name}
          </Text>
        </Button>
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
