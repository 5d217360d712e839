import { screen } from '@testing-library/react';
import { draftFixture } from './purchase-fixtures';
import { keep, openStep, setUpPurchasePage } from './purchase-page-testing';

// Which of the later steps' modules were asked for: jest.mock's factory runs when the module is first
// required. Kept on the global object, which a factory may read before this file's own names exist.
interface Loaded {
  priceStep?: boolean;
  holderSchema?: boolean;
  runtPrice?: boolean;
}
const loaded = globalThis as Loaded;
jest.mock('./price-step', () => {
  (globalThis as Loaded).priceStep = true;
  return jest.requireActual('./price-step');
});
jest.mock('./runt-price', () => {
  (globalThis as Loaded).runtPrice = true;
  return jest.requireActual('./runt-price');
});
jest.mock('./holder-schema', () => {
  (globalThis as Loaded).holderSchema = true;
  return jest.requireActual('./holder-schema');
});

setUpPurchasePage();

describe("the later steps' code (ADR 048)", () => {
  it('is not part of the first screen: the price step says it is loading until its code is there', async () => {
    // the page's module with its first screen (the vehicle step) and the draft, as purchase-page-testing imports it
    expect(loaded.priceStep).toBeUndefined();
    expect(loaded.holderSchema).toBeUndefined();
    expect(loaded.runtPrice).toBeUndefined();
    keep(draftFixture());
    openStep('precio');
    expect(screen.getByText('Cargando el paso…').closest('[role="status"]')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    expect(loaded.priceStep).toBe(true);
  });
});
