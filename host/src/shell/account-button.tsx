import type { ComponentProps } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Text } from '@soat/shared/ui-core';
import { UserIcon } from './icons';

type AccountButtonProps = { name: string } & ComponentProps<typeof Button>;

/** The signed-in user's button: the account menu's trigger, shown inert while the menu loads. */
export function AccountButton({ name, ...props }: AccountButtonProps) {
  const { t } = useTranslation('host');
  return (
    <Button size="sm" variant="outline" aria-label={t('account.menu', { name })} {...props}>
      <UserIcon />
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {name}
      </Text>
    </Button>
  );
}
