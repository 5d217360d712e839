import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Stack, Text, VisuallyHidden } from '@soat/shared/ui';
import { invoiceHref } from '../lib/purchase-documents';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { FactList } from './fact-list';
import type { IssuedPolicy } from './policy-details';

/**
 * The policy's electronic invoice: once the DIAN validated it, its download (the zip with its XML and PDF),
 * number and CUFE; before, that it is on its way by email. Nothing for a policy without an invoice.
 * `linkContext` tells a screen reader whose invoice the link downloads where several are listed.
 */
export function PolicyInvoice({ policy, linkContext }: { policy: IssuedPolicy; linkContext?: string }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { factura } = policy;
  if (!factura) return null;
  if (factura.estado === 'en-proceso') return <Text>{t('common.invoice.inProcess')}</Text>;
  return (
    <Stack gap="3">
      <HStack>
        <Button asChild variant="outline">
          <a href={invoiceHref(policy.idSolicitudSoat)} download>
            {t('common.invoice.download')}
            {linkContext && <VisuallyHidden>{linkContext}</VisuallyHidden>}
          </a>
        </Button>
      </HStack>
      <FactList
        items={[
          [t('common.invoice.number'), factura.numero ?? ''],
          [t('common.invoice.cufe'), factura.cufe ?? ''],
        ]}
      />
    </Stack>
  );
}
