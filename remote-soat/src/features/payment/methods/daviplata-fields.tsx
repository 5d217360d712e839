import type { Control } from 'react-hook-form';
import { DocumentFields } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Box, SimpleGrid, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../../lib/namespace';
import type { PaymentChoice } from '../api/create-payment';
import type { PaymentFormValues } from '../payment-schema';

/**
 * DaviPlata's fields: the identity document of the DaviPlata account (the gateway sends a one-time code to
 * the mobile registered with it), in a group named by its legend. Loaded only when DaviPlata is chosen.
 */
export default function DaviplataFields({ control }: { control: Control<PaymentFormValues, unknown, PaymentChoice> }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('payment.daviplataDocument')}
      </Box>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('payment.daviplataDocumentHelper')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DocumentFields control={control} prefix="daviplata." />
      </SimpleGrid>
    </Box>
  );
}
