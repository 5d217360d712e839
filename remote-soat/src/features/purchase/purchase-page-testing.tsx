import { screen } from '@testing-library/react';
import { sessionStore } from '@soat/shared/session';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import { purchaseRequestFixture } from '../../testing/purchase-request-fixture';
import type { KnownVehicle } from './api/get-known-vehicle';
import { resetPurchaseDraftStore } from './purchase-draft-store';
import { DRAFT_STORAGE_KEY, type PurchaseDraft } from './purchase-draft';
import { PurchasePage } from './purchase-page';

// What the purchase page's tests share: the page opened at a step, the draft a tab keeps, the API refusing.

/** The page's test set-up: a browser-like page, and nothing kept from one test to the next. */
export function setUpPurchasePage(): void {
  beforeAll(setUpPage);
  afterEach(() => {
    window.sessionStorage.clear();
    resetPurchaseDraftStore();
    sessionStore.getState().signOut();
  });
}

/** A control by the start of its label (labels of required fields end with a hidden "*"). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
/** The test API answers a plate lookup with `vehicle`. */
export const lookupAnswers = (vehicle: KnownVehicle) =>
  api.post('/soat/api/v1/vehiculos/consultas', ({ response }) => response(200).json(vehicle));
/** Keeps `draft` as the page keeps it (zustand's persist: `{ state: { draft }, version }`). */
export const keep = (draft: unknown) =>
  window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ state: { draft }, version: 0 }));
/** The draft the page kept. */
export const kept = () =>
  (JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as { state: { draft: PurchaseDraft } }).state
    .draft;
export const openStep = (step: string) =>
  renderPage(<PurchasePage />, { at: `/cotizar-soat/comprar-soat?paso=${step}` });
export const location = () => screen.getByTestId('location');
export const submitButton = () => screen.getByRole('button', { name: 'Continuar al pago' });
export const REQUEST_ID = '3f0e5c56-0f3c-4d0e-9d55-5c9f6f1b2a10';
export const PAYMENT_PAGE = `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`;
/** The API makes the purchase request, answering it as request `idSolicitudSoat`; returns what the page sent. */
export function creatingApi(purchaseRequestId = REQUEST_ID) {
  const sent = recordRequests();
  testApi.use(
    api.post('/soat/api/v1/solicitudes', ({ response }) =>
      response(201).json(purchaseRequestFixture({ idSolicitudSoat: purchaseRequestId })),
    ),
  );
  return sent;
}

/**
 * The API refuses the purchase request with these field messages, and a new quote (asked after a refused
 * start) with the same; returns what the page sent.
 */
export function refusingApi(errors: { campo: string; mensaje: string }[]) {
  const sent = recordRequests();
  const refusal = { message: 'Revisa los datos de la compra.', errores: errors };
  testApi.use(
    api.post('/soat/api/v1/solicitudes', ({ response }) => response(400).json(refusal)),
    api.post('/soat/api/v1/cotizaciones', ({ response }) => response(400).json(refusal)),
  );
  return sent;
}
