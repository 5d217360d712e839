import { screen } from '@testing-library/react';
import { sessionStore } from '@soat/shared/session';
import { jsonResponse } from '@soat/shared/testing';
import { mockApi, renderPage, setUpPage } from '../../testing/render-page';
import { resetPurchaseDraftStore } from './purchase-draft-store';
import type { PurchaseDraft } from './purchase-draft';
import { DRAFT_STORAGE_KEY } from './purchase-fixtures';
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

export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
export const keep = (draft: PurchaseDraft) => window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
export const kept = () => JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as PurchaseDraft;
export const openStep = (step: string) =>
  renderPage(<PurchasePage />, { at: `/cotizar-soat/comprar-soat?paso=${step}` });
export const location = () => screen.getByTestId('location');
export const submitButton = () => screen.getByRole('button', { name: 'Continuar al pago' });
export const REQUEST_ID = '3f0e5c56-0f3c-4d0e-9d55-5c9f6f1b2a10';
export const PAYMENT_PAGE = `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`;
/** The API refuses the purchase request with these field messages (and answers a plate lookup with nothing known). */
export const refusingApi = (errores: { campo: string; mensaje: string }[]) =>
  mockApi(({ method }) =>
    method === 'POST'
      ? jsonResponse({ message: 'Revisa los datos de la compra.', errores }, 400)
      : jsonResponse({ placa: 'ABC123', vehiculo: null, polizaVigenteHasta: null }),
  );
