import { useTranslation } from '@soat/shared/i18n';
import { Box, Text, VisuallyHidden } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';

/**
 * The steps from the plate to the paid policy: three screens of the purchase
 * page, the payment page (the gateway's checkout comes after it) and the result page.
 */
export const PURCHASE_STEPS = ['vehiculo', 'precio', 'tomador', 'pago', 'resultado'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/**
 * Where the customer is in the purchase: "Paso 2 de 5" and the ordered list of
 * steps, the current one marked with `aria-current="step"`.
 */
export function PurchaseProgress({ current }: { current: PurchaseStep }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const index = PURCHASE_STEPS.indexOf(current);
  return (
    <Box>
      <Text fontWeight="semibold" color="fg.muted" mb="2">
        {t('purchase.progress.current', {
          current: index + 1,
          total: PURCHASE_STEPS.length,
          name: t(`purchase.steps.${current}`),
        })}
      </Text>
      <Box as="ol" display="flex" gap="1" listStyleType="none" p="0" m="0" aria-label={t('purchase.progress.label')}>
        {PURCHASE_STEPS.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'next';
          return (
            <Box
              as="li"
              key={step}
              flex="1"
              minW="0"
              aria-current={state === 'current' ? 'step' : undefined}
              borderTopWidth="4px"
              borderColor={state === 'next' ? 'border' : 'colorPalette.solid'}
              pt="1"
              fontSize="sm"
              color={state === 'current' ? 'fg' : 'fg.muted'}
              fontWeight={state === 'current' ? 'semibold' : 'normal'}
            >
              <Box as="span" display={{ base: state === 'current' ? 'block' : 'none', sm: 'block' }} truncate>
                {t(`purchase.steps.${step}`)}
              </Box>
              {state === 'done' && <VisuallyHidden>{` (${t('purchase.progress.done')})`}</VisuallyHidden>}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
