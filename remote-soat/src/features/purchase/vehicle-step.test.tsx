import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@soat/shared/router';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui';
import { renderPage, withoutHeaders } from '../../testing/render-page';
import { purchaseDraftStore, resetPurchaseDraftStore } from './purchase-draft-store';
import { PurchasePage } from './purchase-page';
import { field, keep, setUpPurchasePage } from './purchase-page-testing';
import { quoteFixture } from './purchase-fixtures';

// The vehicle read from the RUNT, or from the owner's earlier purchase: vehicle-step-runt.test.tsx.

setUpPurchasePage();

describe('the vehicle step of the purchase', () => {
  it('shows the progress as an ordered list of the five steps to the paid policy, the first one current', async () => {
    renderPage(<PurchasePage />, { at: '/cotizar-soat/comprar-soat' });
    expect(screen.getByText('Paso 1 de 5: Vehículo')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Pasos de la compra' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Vehículo',
      'Precio y vigencia',
      'Tomador',
      'Pago',
      'Resultado',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Compra tu SOAT' })).toBeVisible();
  });

  it('asks for the fields the class and service need, as the shared tariff rule says', async () => {
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    const shown = () =>
      ['Cilindraje', 'Pasajeros', 'Capacidad de carga'].filter((label) =>
        screen.queryByLabelText(new RegExp(`^${label}`)),
      );

    await user.selectOptions(field('Clase de vehículo'), 'motocicleta');
    await user.selectOptions(field('Servicio'), 'particular');
    expect(shown()).toEqual(['Cilindraje']);
    await user.selectOptions(field('Clase de vehículo'), 'automovil');
    expect(shown()).toEqual(['Cilindraje', 'Pasajeros']);
    await user.selectOptions(field('Clase de vehículo'), 'carga');
    expect(shown()).toEqual(['Capacidad de carga']);
    await user.selectOptions(field('Clase de vehículo'), 'ciclomotor');
    expect(shown()).toEqual([]);
    await user.selectOptions(field('Clase de vehículo'), 'bus');
    await user.selectOptions(field('Servicio'), 'intermunicipal');
    expect(shown()).toEqual(['Pasajeros']);
    expect(field('Modelo (año)')).toBeVisible();
  });

  it("checks the plate against the class's format (a motorcycle's plate for a motorcycle) and sends nothing", async () => {
    const sent = recordRequests();
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'ABC123');
    await user.selectOptions(field('Clase de vehículo'), 'motocicleta');
    await user.selectOptions(field('Servicio'), 'particular');
    expect(screen.getByText('Placa de moto: 3 letras, 2 números y una letra, por ejemplo ABC12D.')).toBeVisible();
    await user.type(field('Modelo (año)'), '2021');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));

    await waitFor(() =>
      expect(field('Placa')).toHaveAccessibleErrorMessage(
        'La placa de una moto tiene 3 letras, 2 números y una letra, por ejemplo ABC12D.',
      ),
    );
    expect(field('Cilindraje')).toHaveAccessibleErrorMessage('Escribe el cilindraje del vehículo en c.c.');
    expect(field('Placa')).toHaveValue('ABC123');
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('refuses a model year out of range and a car plate for a motorcycle-like class, with the rules’ messages', async () => {
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'ABC12D');
    await user.selectOptions(field('Clase de vehículo'), 'automovil');
    await user.selectOptions(field('Servicio'), 'particular');
    await user.type(field('Modelo (año)'), '1800');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() =>
      expect(field('Placa')).toHaveAccessibleErrorMessage(
        'La placa de un carro tiene 3 letras y 3 números, por ejemplo ABC123.',
      ),
    );
    expect(field('Modelo (año)')).toHaveAccessibleErrorMessage(/^El modelo debe ser un año entre 1900 y \d{4}\.$/);
    expect(field('Pasajeros')).toHaveAccessibleErrorMessage('Escribe cuántos pasajeros lleva el vehículo.');
  });

  it('quotes the vehicle as the rules store it and moves to the price step (?paso=precio)', async () => {
    const sent = recordRequests();
    testApi.use(api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(quoteFixture())));
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'abc-123');
    await user.selectOptions(field('Clase de vehículo'), 'automovil');
    await user.selectOptions(field('Servicio'), 'particular');
    await user.type(field('Modelo (año)'), '2020');
    await user.type(field('Cilindraje'), '1.600');
    await user.type(field('Pasajeros'), '5');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?paso=precio'));
    expect(withoutHeaders(sent.filter(({ method }) => method === 'POST'))).toEqual([
      {
        method: 'POST',
        path: '/soat/api/v1/cotizaciones',
        body: {
          placa: 'ABC123',
          vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Precio y vigencia' })).toHaveFocus();
    expect(screen.getByText('Paso 2 de 5: Precio y vigencia')).toBeVisible();
  });

  it("puts the API's field messages on their fields and keeps the input", async () => {
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) =>
        response(400).json({
          message: 'Revisa los datos del vehículo.',
          errores: [{ campo: 'vehiculo.cilindraje', mensaje: 'El cilindraje no corresponde a la clase.' }],
        }),
      ),
    );
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'ABC12D');
    await user.selectOptions(field('Clase de vehículo'), 'motocicleta');
    await user.selectOptions(field('Servicio'), 'particular');
    await user.type(field('Modelo (año)'), '2022');
    await user.type(field('Cilindraje'), '150');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));

    await waitFor(() =>
      expect(field('Cilindraje')).toHaveAccessibleErrorMessage('El cilindraje no corresponde a la clase.'),
    );
    expect(field('Cilindraje')).toHaveFocus();
    expect(field('Cilindraje')).toHaveValue('150');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos del vehículo.');
    expect(screen.getByTestId('location')).not.toHaveTextContent('paso=precio');
  });
  it("opens with the kept draft in its first render, and the home page's plate over it", () => {
    keep({ vehicle: { placa: 'KEPT12', vehiculo: { clase: 'automovil' } }, holder: {} });
    // a render to a string runs no effect: what it shows is the first render alone
    const render = (at: string) =>
      renderToString(
        <UiProvider>
          <MemoryRouter initialEntries={[at]}>
            <PurchasePage />
          </MemoryRouter>
        </UiProvider>,
      );
    // the kept class already shapes the step: a car's plate helper and its model field
    const html = render('/cotizar-soat/comprar-soat');
    expect(html).toContain('Placa de carro');
    expect(html).toContain('Modelo (año)');
    expect(purchaseDraftStore.getState().draft.vehicle.placa).toBe('KEPT12');
    resetPurchaseDraftStore();
    render('/cotizar-soat/comprar-soat?placa=SHN123');
    expect(purchaseDraftStore.getState()).toMatchObject({ restored: true, draft: { vehicle: { placa: 'SHN123' } } });
  });
});
