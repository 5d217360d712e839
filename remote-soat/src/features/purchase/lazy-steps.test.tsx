import { screen } from '@testing-library/react';
import { draftFixture } from './purchase-fixtures';
import { keep, openStep, setUpPurchasePage } from './purchase-page-testing';

// Whether the price step's code was asked for: jest.mock's factory runs when the module is first required.
// Kept on the global object, which the factory may read before this file's own names exist.
const loaded = globalThis as { priceStepLoaded?: boolean };
jest.mock('./price-step', () => {
  (globalThis as { priceStepLoaded?: boolean }).priceStepLoaded = true;
  return jest.requireActual('./price-step');
});

setUpPurchasePage();

describe("the price step's code (ADR 048)", () => {
  it('is not part of the first screen, and its step says it is loading until the code is there', async () => {
    expect(loaded.priceStepLoaded).toBeUndefined();
    keep(draftFixture());
    openStep('precio');
    expect(screen.getByText('Cargando el paso…').closest('[role="status"]')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    expect(loaded.priceStepLoaded).toBe(true);
  });
});
