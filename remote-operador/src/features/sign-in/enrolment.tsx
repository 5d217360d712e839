import { useTranslation } from '@soat/shared/i18n';
import { Box, Image, Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import type { Enrolment as EnrolmentData } from '../../lib/operator-api';

/**
 * The QR code of the authenticator's account, and its secret for typing by hand. The SVG is shown as an
 * image (a data: URL): an image's SVG runs no script and reaches nothing of the page, whatever it holds.
 */
export function Enrolment({ enrolment }: { enrolment: EnrolmentData }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Stack gap="3" align="center">
      <Box bg="white" p="3" borderRadius="md" borderWidth="1px">
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt={t('enrol.qrAlt')}
          width="200px"
          height="200px"
        />
      </Box>
      <Text textAlign="center">{t('enrol.secretLabel')}</Text>
      <Text
        as="code"
        fontFamily="mono"
        fontSize="lg"
        letterSpacing="wider"
        wordBreak="break-all"
        textAlign="center"
        data-testid="secret"
      >
        {enrolment.secreto}
      </Text>
    </Stack>
  );
}
