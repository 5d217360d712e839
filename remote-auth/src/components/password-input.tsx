import { useState, type ComponentProps } from 'react';
import { FiEye, FiEyeOff } from 'react-icons/fi';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Icon, IconButton, Input } from '@soat/shared/ui';

type Props = ComponentProps<typeof Input>;

/** A password input with a show/hide button; pasting and password managers work as usual. */
export function PasswordInput(props: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input {...props} type={visible ? 'text' : 'password'} pe="12" />
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        position="absolute"
        top="50%"
        right="1"
        transform="translateY(-50%)"
        aria-label={t(visible ? 'password.hide' : 'password.show')}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        <Icon as={visible ? FiEyeOff : FiEye} />
      </IconButton>
    </Box>
  );
}
