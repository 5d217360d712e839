import { useTranslation } from '@soat/shared/i18n';
import { Box } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';

export type PolicyStatus = 'vigente' | 'vencida' | 'futura';

// Text and border carry the meaning; the colour only helps (WCAG 1.4.1).
const PALETTES: Record<PolicyStatus, string> = { vigente: 'green', vencida: 'red', futura: 'blue' };

/** A policy's status as a small label: vigente, vencida or futura ("por iniciar"). */
export function PolicyStatusBadge({ status }: { status: PolicyStatus }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      rounded="full"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      colorPalette={PALETTES[status]}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
    >
      {t(`common.policyStatus.${status}`)}
    </Box>
  );
}
