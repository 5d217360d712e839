import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import {
  Navigate,
  paymentPath,
  purchaseEntryState,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@soat/shared/router';
import { Spinner, Stack, Text } from '@soat/shared/ui';
import { usePageData } from '@soat/shared/page-data';
import { PurchaseLayout } from '../../components/purchase-layout';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { STEP_PARAMETER } from '../../lib/purchase-step-link';
import type { HolderFormValues } from './holder-values';
import { HolderStep, preloadHolderStep, preloadPriceStep, PriceStep } from './lazy-steps';
import {
  furthestStep,
  isBefore,
  PLATE_PARAMETER,
  previousStep,
  RENEWAL_PARAMETER,
  stepOf,
  type PageStep,
} from './purchase-flow';
import { getRenewal, type RenewalHolder } from './api/renewal';
import type { RenewalLink } from './purchase-draft';
import { purchaseDraftStore, usePurchaseDraft } from './purchase-draft-store';
import { renewalDraft, withRenewalHolder } from './renewal-draft';
import { renderedRenewal } from './renewal-page-data';
import { RenewalPanel } from './renewal-panel';
import { VehicleStep } from './vehicle-step';
import type { VehicleFormValues } from './vehicle-schema';
import type { Quote } from './api/quote';

/**
 * `cotizar-soat/comprar-soat`: vehicle → price and validity → holder (which
 * makes the purchase request), then the payment page, which shows the whole
 * purchase before the payment choice. The step is in the address (`?paso=`), so
 * the back button walks the steps; what was typed is kept in sessionStorage
 * (read before the browser's first render; the server's render has none, and
 * the browser renders the page afresh over it: ADR 009).
 */
export function PurchasePage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step = stepOf(params.get(STEP_PARAMETER));
  const plateParameter = params.get(PLATE_PARAMETER);
  const renewalToken = params.get(RENEWAL_PARAMETER);
  // A renewal reminder's link the remote's server rendered the page for (ADR 035): the renewal it read,
  // taken once (the page's data is read once), for that link's token only.
  const pageData = usePageData();
  const [renderedFor] = useState(() => {
    const renewal = renewalToken === null ? undefined : renderedRenewal(pageData);
    return renewalToken !== null && renewal ? { token: renewalToken, renewal } : undefined;
  });
  const rendered = renderedFor?.renewal;
  // The kept draft is read before the page's first render in the browser, so the page opens with
  // it in one render instead of rendering again (the whole step, 100 ms with the CPU slowed 4×, in
  // the task that takes a section's page over); with the home page's plate, when it sends one, or the
  // renewal the page was rendered with. The server's render never touches the store: it is shared.
  const [openedWithPlate] = useState(() => {
    if (typeof window !== 'undefined') {
      purchaseDraftStore.getState().restore(plateParameter);
      if (renderedFor) purchaseDraftStore.getState().update(() => renewalDraft(renderedFor.renewal, renderedFor.token));
    }
    return plateParameter;
  });
  // The owner's document the home page's box handed over in the history entry's state (ADR 034): read once,
  // as the plate is (taking the plate out of the address replaces the entry, and its state with it).
  const { state: entryState } = useLocation();
  const [ownerDocument] = useState(() => purchaseEntryState(entryState)?.numeroDocumentoPropietario);
  // Only what decides the step re-renders the page; the steps' fields start from the kept
  // values and report each change themselves, so typing re-renders the step alone.
  const quote = usePurchaseDraft((state) => state.draft.quote);
  const requestId = usePurchaseDraft((state) => state.draft.requestId);
  const restored = usePurchaseDraft((state) => state.restored);
  const update = usePurchaseDraft((state) => state.update);
  const restore = usePurchaseDraft((state) => state.restore);

  // The heading of a step the customer moved to takes the focus; the page's first step does not.
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (step !== firstStep && !moved) setMoved(true);
  const focus = moved;

  // The home page's plate is taken once: a reload must not bring it back over what was typed since
  // (one sent while the page is open is taken then).
  useEffect(() => {
    if (plateParameter === null) return;
    if (plateParameter !== openedWithPlate) restore(plateParameter);
    setParams(
      (current) => {
        current.delete(PLATE_PARAMETER);
        return current;
      },
      { replace: true },
    );
  }, [restore, plateParameter, openedWithPlate, setParams]);

  const goTo = useCallback((next: PageStep) => navigate({ search: `?${STEP_PARAMETER}=${next}` }), [navigate]);

  // A renewal reminder's link (`?renovar=`, issue 26, point 4) fills the vehicle and the holder of the
  // policy it renews, once: from the page's data when the server rendered it so, otherwise asked for
  // here, and the vehicle step opens again with them (its key).
  const [renewal, setRenewal] = useState<'none' | 'loading' | 'filled'>(
    renewalToken === null ? 'none' : rendered ? 'filled' : 'loading',
  );
  const [vehicleKey, setVehicleKey] = useState(0);
  useEffect(() => {
    if (renewalToken === null) return;
    setParams(
      (current) => {
        current.delete(RENEWAL_PARAMETER);
        return current;
      },
      { replace: true },
    );
    if (renderedFor?.token === renewalToken) return;
    getRenewal(renewalToken).then(
      (read) => {
        update(() => renewalDraft(read, renewalToken));
        setVehicleKey((key) => key + 1);
        setRenewal('filled');
        goTo('vehiculo');
      },
      // the HTTP client's alert says the link is no longer good; the customer types the data
      () => setRenewal('none'),
    );
  }, [renewalToken, renderedFor, setParams, update, goTo]);

  const onVehicleChange = useCallback(
    (vehicle: VehicleFormValues, edited: boolean) =>
      update((current) => (edited ? { ...current, vehicle, quote: null, requestId: null } : { ...current, vehicle })),
    [update],
  );
  // The later steps' code, fetched once the first screen is behind (ADR 048): the price step's as the vehicle
  // is sent to be quoted (vehicle-step.tsx), the holder step's when it is quoted, both when the page opens on
  // a later step. A failure shows when the step renders, not here.
  useEffect(() => {
    if (step === 'vehiculo') return;
    preloadPriceStep().catch(() => {});
    preloadHolderStep().catch(() => {});
  }, [step]);
  const onQuoted = useCallback(
    (vehicle: VehicleFormValues, quote: Quote, next: PageStep) => {
      if (next === 'precio') preloadPriceStep().catch(() => {});
      preloadHolderStep().catch(() => {});
      update((current) => ({ ...current, vehicle, quote, requestId: null }));
      goTo(next);
    },
    [update, goTo],
  );
  const onQuoteChange = useCallback(
    (quote: Quote) => update((current) => ({ ...current, quote, requestId: null })),
    [update],
  );
  const onHolderChange = useCallback(
    (holder: HolderFormValues, edited: boolean) =>
      update((current) => ({ ...current, holder, requestId: edited ? null : current.requestId })),
    [update],
  );
  // The renewal's holder, whole, once the visitor typed their document (issue 41): into the draft, and
  // into the holder step if it is open (its fields start from the draft)
  const [holderKey, setHolderKey] = useState(0);
  const onRenewalHolder = useCallback(
    (holder: RenewalHolder) => {
      update((current) => withRenewalHolder(current, holder));
      setHolderKey((key) => key + 1);
    },
    [update],
  );
  // The renewal's link the page shows: the one the server rendered it with, or the draft's in the browser
  const draftRenewal = usePurchaseDraft((state) => state.draft.renewal);
  const renewalLink: RenewalLink | null =
    typeof window === 'undefined' ? (renderedFor ? { ...renderedFor, verified: false } : null) : draftRenewal;

  const onCreated = useCallback(
    (purchaseRequestId: string) => {
      update((current) => ({ ...current, requestId: purchaseRequestId }));
      navigate(paymentPath('realizar', purchaseRequestId));
    },
    [update, navigate],
  );

  const title = t('purchase.title');
  const layout = (content: ReactNode) => (
    <PurchaseLayout title={title} step={step}>
      {content}
    </PurchaseLayout>
  );

  if (step === 'vehiculo') {
    return layout(
      <>
        {renewalLink && <RenewalPanel link={renewalLink} onConfirmed={onRenewalHolder} />}
        <VehicleStep
          key={vehicleKey}
          renewal={renewal}
          initial={
            renderedFor && typeof window === 'undefined'
              ? renewalDraft(renderedFor.renewal, renderedFor.token).vehicle
              : purchaseDraftStore.getState().draft.vehicle
          }
          ownerDocument={ownerDocument}
          focus={focus}
          onChange={onVehicleChange}
          onQuoted={onQuoted}
        />
      </>,
    );
  }
  if (!restored) {
    return layout(
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t('purchase.restoring')}</Text>
      </Stack>,
    );
  }
  // A step the draft does not reach yet (a new tab, an old link): the furthest one it does.
  const furthest = furthestStep(quote);
  if (!quote || isBefore(furthest, step)) {
    return <Navigate to={{ search: `?${STEP_PARAMETER}=${furthest}` }} replace />;
  }

  if (step === 'precio') {
    return layout(
      <PriceStep
        quote={quote}
        focus={focus}
        onQuoteChange={onQuoteChange}
        onContinue={() => goTo('tomador')}
        onBack={() => goTo(previousStep(step))}
      />,
    );
  }
  return layout(
    <>
      {renewalLink && !renewalLink.verified && <RenewalPanel link={renewalLink} onConfirmed={onRenewalHolder} />}
      <HolderStep
        key={holderKey}
        initial={purchaseDraftStore.getState().draft.holder}
        quote={quote}
        requestId={requestId}
        focus={focus}
        onChange={onHolderChange}
        onCreated={onCreated}
        onQuoteChange={onQuoteChange}
        onEdit={goTo}
        onBack={() => goTo(previousStep(step))}
      />
    </>,
  );
}
