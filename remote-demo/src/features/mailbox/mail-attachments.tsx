import { useTranslation } from '@soat/shared/i18n';
import { formatNumber } from '@soat/shared/format';
import { Box, Heading, HStack, Link, List, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Mail } from './api/mailbox-api';

/** 1.536 → "1,5 KB", in the page's number format. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** Only a web or same-site address is followed (data could hold a `javascript:` one). */
const safeUrl = (url: string) => (/^(https?:\/\/|\/)/i.test(url) ? url : '');

/** A mail's attachments: name, type and size (a link when the data gives somewhere to download it). */
export function MailAttachments({ attachments }: { attachments: Mail['attachments'] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (attachments.length === 0) return null;
  return (
    <Box as="section" aria-label={t('mailbox.attachments', { count: attachments.length })}>
      <Heading as="h3" size="sm" mb="2">
        {t('mailbox.attachments', { count: attachments.length })}
      </Heading>
      <List.Root listStyle="none" gap="2">
        {attachments.map((attachment) => (
          <List.Item key={attachment.name}>
            <HStack gap="3" borderWidth="1px" rounded="md" px="3" py="2">
              <Text as="span" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                {attachment.preview}
              </Text>
              {safeUrl(attachment.downloadUrl) ? (
                <Link href={safeUrl(attachment.downloadUrl)} download={attachment.name}>
                  {attachment.name}
                </Link>
              ) : (
                <Text as="span">{attachment.name}</Text>
              )}
              <Text as="span" fontSize="sm" color="fg.muted" ms="auto">
                {`${attachment.type} · ${fileSize(attachment.size)}`}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
