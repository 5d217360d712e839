import type { ComponentProps } from 'react';
import { FiUser } from 'react-icons/fi';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Icon, Text } from '@soat/shared/ui';

type AccountButtonProps = { name: string } & ComponentProps<typeof Button>;

/** The signed-in user's button: the account menu's trigger, shown inert while the menu loads. */
export function AccountButton({ name, ...props }: AccountButtonProps) {
  const { t } = useTranslation('host');
  return (
    <Button size="sm" variant="outline" aria-label={t('account.menu', { name })} {...props}>
      <Icon as={FiUser} />
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {name}
      </Text>
    </Button>
  );
}
