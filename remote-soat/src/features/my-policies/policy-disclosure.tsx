import { useTranslation } from '@soat/shared/i18n';
import { Box, VisuallyHidden } from '@soat/shared/ui';
import { useState } from 'react';
import { PolicyDetails, type IssuedPolicy } from '../../components/policy-details';
import { SOAT_NAMESPACE } from '../../lib/namespace';

/**
 * Everything the policy's certificate carries, on demand: a native disclosure (keyboard and screen reader
 * ready) whose content is rendered once opened, so a long list stays light and says each fact once.
 */
export function PolicyDisclosure({ policy }: { policy: IssuedPolicy }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <Box as="details" onToggle={(event) => setOpen(event.currentTarget.hasAttribute('open'))}>
      <Box as="summary" cursor="pointer" fontWeight="medium" width="fit-content">
        {t('myPolicies.policy.details')}
        <VisuallyHidden>{t('myPolicies.policy.ofPolicy', { number: policy.numeroPoliza })}</VisuallyHidden>
      </Box>
      {open && (
        <Box paddingTop="4">
          <PolicyDetails policy={policy} headingLevel="h4" />
        </Box>
      )}
    </Box>
  );
}
