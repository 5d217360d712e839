import { screen } from '@testing-library/react';
import { renderPage, setUpPage } from '../../testing/render-page';
import { TariffFilters } from './tariff-filters';

// The forms door ships whole (zod, every form's fields and texts): `/tarifas` must not fetch it for two
// labelled lists (docs/decisions/048). Importing it from this page's code fails here.
jest.mock('@soat/shared/forms', () => {
  throw new Error('the tariffs page imports the forms door');
});

beforeAll(setUpPage);

describe('the tariffs filters', () => {
  it('labels both lists, without the forms door', () => {
    renderPage(
      <TariffFilters
        years={[2025, 2026]}
        year={2026}
        onYearChange={() => undefined}
        groups={['1', '2']}
        group="2"
        onGroupChange={() => undefined}
      />,
      { at: '/tarifas' },
    );
    expect(screen.getByRole('search', { name: 'Filtrar la tabla de tarifas' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Año de la tabla' })).toHaveValue('2026');
    expect(screen.getByRole('combobox', { name: 'Tipo de vehículo' })).toHaveValue('2');
  });
});
