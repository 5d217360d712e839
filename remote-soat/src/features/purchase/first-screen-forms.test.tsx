import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATE_MESSAGES } from '@soat/shared/rules/plate';
import { TARIFF_MESSAGES } from '@soat/shared/rules/vehicle';
import { recordRequests } from '@soat/shared/testing';
import { draftFixture } from './purchase-fixtures';
import { field, keep, openStep, setUpPurchasePage } from './purchase-page-testing';

// Whether the forms door (zod and its resolver) was asked for: jest.mock's factory runs when the module is
// first required. Kept on the global object, which a factory may read before this file's own names exist.
interface Loaded {
  formsDoor?: boolean;
}
const loaded = globalThis as Loaded;
jest.mock('@soat/shared/forms', () => {
  (globalThis as Loaded).formsDoor = true;
  return jest.requireActual('@soat/shared/forms');
});

setUpPurchasePage();

describe("the purchase's first screen without zod (ADR 048)", () => {
  it('refuses a vehicle with the rules’ Spanish messages, keeping what was typed, without the forms door', async () => {
    const sent = recordRequests();
    openStep('vehiculo');
    const user = userEvent.setup();
    await user.type(field('Placa'), 'abc12');
    await user.selectOptions(field('Clase de vehículo'), 'automovil');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));

    await waitFor(() => expect(field('Placa')).toHaveAccessibleErrorMessage(PLATE_MESSAGES['plate.format']));
    expect(field('Servicio')).toHaveAccessibleErrorMessage(TARIFF_MESSAGES['vehicle.service']);
    expect(screen.getByLabelText(/^Modelo \(año\)/)).toHaveAccessibleErrorMessage(
      TARIFF_MESSAGES['vehicle.modelRequired'],
    );
    expect(field('Placa')).toHaveValue('abc12');
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([]);
    expect(loaded.formsDoor).toBeUndefined();
  });

  it('fetches the forms door with the holder step, whose schema needs it', async () => {
    keep(draftFixture());
    openStep('tomador');
    expect(await screen.findByRole('heading', { level: 2, name: 'Datos del tomador' })).toBeVisible();
    expect(loaded.formsDoor).toBe(true);
  });
});
