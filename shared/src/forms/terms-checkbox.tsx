import { lazy, Suspense } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { preloadTrans } from '@soat/shared/i18n';
import { Box } from '@soat/shared/ui';
import type { TermsCheckboxBox } from './terms-checkbox-box';

let Loaded: typeof TermsCheckboxBox | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the terms box's code: Chakra's checkbox with its state machine (`@soat/shared/ui-controls`)
 * and the sentence's `<Trans>`, 15.8 KB gzip that a form's first screen rarely shows (the purchase's
 * holder step is its third; docs/decisions/048-lighter-pages.md). A page that shows the box in its first
 * render awaits it first (its remote's `preloadPage`), so it is taken over with the box in place.
 */
export function preloadTermsCheckbox(): Promise<void> {
  loading ??= Promise.all([import('./terms-checkbox-box'), preloadTrans()]).then(
    ([{ TermsCheckboxBox }]) => {
      Loaded = TermsCheckboxBox;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// (should its code fail to arrive, the form's section shows its error, and its retry fetches it again)
const Fetched = lazy(() => preloadTermsCheckbox().then(() => ({ default: Loaded as typeof TermsCheckboxBox })));

/**
 * The acceptance of the terms and of the personal-data policy (Ley 1581 de 2012), as the
 * form's required `aceptaTerminos` box, with the shared sentence (`fields:terms`, with TERMS_LINKS).
 * Its code is fetched on first use (preloadTermsCheckbox); until then, its room is kept.
 */
export function TermsCheckbox<T extends FieldValues & { aceptaTerminos: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  if (Loaded) return <Loaded control={control} />;
  return (
    <Suspense fallback={<Box minH="10" />}>
      <Fetched control={control as unknown as Control<FieldValues & { aceptaTerminos: boolean }>} />
    </Suspense>
  );
}
