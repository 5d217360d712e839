import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Spinner, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { HolderStep as HolderStepType } from './holder-step';
import type { PriceStep as PriceStepType } from './price-step';
import type { RuntPrice as RuntPriceType } from './runt-price';

// The steps after the vehicle, each fetched when the first screen is behind (docs/decisions/048-lighter-pages.md):
// the page's first screen does not need their code. What the customer typed is in the draft, which the
// step's fields start from once its code is there.

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
 * A step whose code `load` fetches: the step itself, and `preload` to fetch it before it is shown. Shown
 * before its code arrived, the step is a status line; a failed fetch shows as the section's error, whose
 * retry mounts the page again, which fetches it again.
 */
function lazyStep<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (step) => {
        Loaded = step;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Step(props: Props) {
    // one per mount: React's `lazy` keeps a failure, a remount after the section's retry must not
    const [Suspending] = useState(() =>
      lazy(() => preload().then(() => ({ default: Loaded as ComponentType<Props> }))),
    );
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Fetching />}>
        <Suspending {...props} />
      </Suspense>
    );
  }
  return { Step, preload };
}

/**
 * The price step (./price-step.tsx): asked for as the vehicle is sent to be quoted, so it comes with the
 * quote's answer.
 */
const price = lazyStep(() => import('./price-step').then((step): typeof PriceStepType => step.PriceStep));
export const PriceStep = price.Step;
export const preloadPriceStep = price.preload;

/**
 * The holder step (./holder-step.tsx) with its terms box (Chakra's checkbox and the sentence's <Trans>) and
 * the forms door (zod, for its schema; the first screen needs only the form-fields door): asked for once
 * the vehicle is quoted, so it is there when the customer gets to it.
 */
const holder = lazyStep(() =>
  Promise.all([
    import('./holder-step'),
    import('@soat/shared/forms').then(({ preloadTermsCheckbox }) => preloadTermsCheckbox()),
  ]).then(([step]): typeof HolderStepType => step.HolderStep),
);
export const HolderStep = holder.Step;
export const preloadHolderStep = holder.preload;

/**
 * The RUNT's price on the vehicle step (./runt-price.tsx, with the quote's amounts, ADR 034): shown only once
 * the RUNT gave the vehicle and the quote priced it, so asked for as that lookup starts, two answers ahead.
 */
const runtPrice = lazyStep(() => import('./runt-price').then((part): typeof RuntPriceType => part.RuntPrice));
export const RuntPrice = runtPrice.Step;
export const preloadRuntPrice = runtPrice.preload;
