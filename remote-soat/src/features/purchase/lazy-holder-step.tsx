import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { preloadTermsCheckbox } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Spinner, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { HolderStep as HolderStepType } from './holder-step';

type Props = ComponentProps<typeof HolderStepType>;

let Loaded: typeof HolderStepType | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the holder step's code with its terms box (Chakra's checkbox and the sentence's <Trans>):
 * the page's third step, which its first screen does not need (docs/decisions/048-lighter-pages.md).
 * The page asks for it once the vehicle is quoted, so the step is there when the customer gets to it.
 */
export function preloadHolderStep(): Promise<void> {
  loading ??= Promise.all([import('./holder-step'), preloadTermsCheckbox()]).then(
    ([{ HolderStep }]) => {
      Loaded = HolderStep;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function Fetching() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Stack direction="row" gap="3" align="center" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{t('purchase.loadingStep')}</Text>
    </Stack>
  );
}

/**
 * The holder step (./holder-step.tsx), fetched on first use or before (preloadHolderStep). A failed
 * fetch shows as the section's error; its retry mounts the page again, which fetches it again.
 */
export function HolderStep(props: Props) {
  // one per mount: React's `lazy` keeps a failure, a remount after the section's retry must not
  const [Suspending] = useState(() =>
    lazy(() => preloadHolderStep().then(() => ({ default: Loaded as typeof HolderStepType }))),
  );
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Fetching />}>
      <Suspending {...props} />
    </Suspense>
  );
}
