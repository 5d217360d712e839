import { useTranslation } from '@soat/shared/i18n';
import { formatLongDate } from '@soat/shared/format';
import { Box, Card, CloseButton, Heading, HStack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { FileItem } from './api/file-manager-api';
import { Picture } from '../../components/picture';
import { thingPicture } from '../../mock-api/seed/pictures';

/** A file's details: type, size, who made it and when it changed. */
export function FileDetails({ file, onClose }: { file: FileItem; onClose: () => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const facts = [
    ['type', file.type],
    ['size', file.size],
    ['createdBy', file.createdBy],
    ['createdAt', formatLongDate(file.createdAt)],
    ['modifiedAt', formatLongDate(file.modifiedAt)],
  ] as const;
  return (
    <Card.Root as="section" aria-label={t('files.detailsOf', { name: file.name })}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" wordBreak="break-all" ref={focusOnMount} tabIndex={-1}>
            {file.name}
          </Heading>
          <CloseButton size="sm" aria-label={t('files.closeDetails')} onClick={onClose} />
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {file.type === 'JPG' && (
          <Picture
            src={thingPicture(file.id)}
            alt={t('files.preview', { name: file.name })}
            width={320}
            height={240}
            fluid
          />
        )}
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          {facts.map(([key, value]) => (
            <Box key={key} display="contents">
              <Text as="dt" color="fg.muted">
                {t(`files.fields.${key}`)}
              </Text>
              <Text as="dd">{value}</Text>
            </Box>
          ))}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
