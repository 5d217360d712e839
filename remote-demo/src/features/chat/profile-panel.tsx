import { useId } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Card, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ChatProfile } from './api/chat-api';
import { ChatAvatar } from './chat-avatar';

/** The user's own profile in the chat: name, email and about. */
export function ProfilePanel({ id, profile }: { id: string; profile: ChatProfile }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  return (
    <Card.Root id={id} as="section" aria-labelledby={headingId} size="sm">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {t('chat.profile.title')}
          </Heading>
          <HStack gap="3">
            <ChatAvatar name={profile.name} avatar={profile.avatar} size="12" />
            <Stack gap="0">
              <Text fontWeight="medium">{profile.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {profile.email}
              </Text>
            </Stack>
          </HStack>
          <Text fontSize="sm">
            <Text as="span" fontWeight="medium">
              {t('chat.profile.about')}:
            </Text>{' '}
            {profile.about}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
