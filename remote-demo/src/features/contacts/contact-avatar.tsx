import { useId } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Circle, Stack, VisuallyHidden } from '@soat/shared/ui';
import { Picture } from '../../components/picture';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { uploadAvatar, type Contact } from './api/contacts-api';
import { focusRing } from '../../components/focus-ring';

/** The contact's picture (or initials) and a file field that replaces it (stored as a data URL). */
export function ContactAvatar({
  contact,
  onChanged,
}: {
  contact: Contact;
  onChanged: (contact: Contact | null) => void;
}) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const inputId = useId();
  return (
    <Stack gap="1" align="center">
      {contact.avatar ? (
        <Picture src={contact.avatar} alt={t('contacts.avatarOf', { name: contact.name })} width={80} round />
      ) : (
        <Circle size="20" bg="colorPalette.muted" fontSize="2xl" fontWeight="bold" aria-hidden="true">
          {contact.name.charAt(0)}
        </Circle>
      )}
      <Box
        asChild
        fontSize="sm"
        cursor="pointer"
        color="colorPalette.fg"
        textDecoration="underline"
        _focusWithin={focusRing}
      >
        <label htmlFor={inputId}>
          {t('contacts.changeAvatar')}
          <VisuallyHidden asChild>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void uploadAvatar(contact.id, file).then(onChanged);
              }}
            />
          </VisuallyHidden>
        </label>
      </Box>
    </Stack>
  );
}
