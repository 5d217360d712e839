import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@soat/shared/router';
import { sessionStore } from '@soat/shared/session';
import { api, createToken, recordRequests, testApi, type SentRequest } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui';
import { renderPage, setUpPage, withoutHeaders } from '../../testing/render-page';
import type { KnownVehicle } from './api/get-known-vehicle';
import type { RuntVehicle } from './api/runt-vehicle';
import { purchaseDraftStore, resetPurchaseDraftStore } from './purchase-draft-store';
import { PurchasePage } from './purchase-page';
import { keep } from './purchase-page-testing';
import { quoteFixture } from './purchase-fixtures';

beforeAll(setUpPage);
afterEach(() => {
  window.sessionStorage.clear();
  resetPurchaseDraftStore();
  sessionStore.getState().signOut();
});

/** A control by the start of its label (labels of required fields end with a hidden "*"). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
/** The test API answers a plate lookup with `vehicle`. */
const lookupAnswers = (vehicle: KnownVehicle) =>
  api.post('/soat/api/v1/vehiculos/consultas', ({ response }) => response(200).json(vehicle));

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

  const knownMotorcycle = (plate = 'XYZ98A') =>
    lookupAnswers({
      placa: plate,
      vehiculo: { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: 2019 },
      polizaVigenteHasta: '2099-05-31',
    });
  /** The step's own status line (the test router's location is an output, a status too). */
  const lookupStatus = () => screen.getAllByRole('status').find((element) => element.tagName === 'P')!;
  const lookups = (sent: SentRequest[]) =>
    sent.filter(({ path }) => path === '/soat/api/v1/vehiculos/consultas' || path === '/soat/api/v1/vehiculos/runt');
  const RUNT_DOWN =
    'El RUNT no responde en este momento. Escribe los datos del vehículo como aparecen en la licencia de tránsito.';
  const runtNotFound = (plate: string): RuntVehicle => ({
    resultado: 'no-encontrado',
    mensaje: 'No encontramos en el RUNT un vehículo con esa placa y ese documento del propietario.',
    placa: plate,
    vehiculo: null,
    marca: null,
    linea: null,
    propietario: null,
    polizaVigenteHasta: null,
    lecturaRunt: null,
  });
  const runtCar: RuntVehicle = {
    resultado: 'encontrado',
    mensaje: null,
    placa: 'XKA123',
    vehiculo: { clase: 'automovil', servicio: 'particular', modelo: 2019, cilindraje: 1598, pasajeros: 5 },
    marca: 'RENAULT',
    linea: 'LOGAN',
    propietario: { nombres: 'Ana María', apellidos: 'Pérez Gómez' },
    polizaVigenteHasta: null,
    lecturaRunt: 'lectura.firmada.por-la-api',
  };
  const runtAnswers = (answer: RuntVehicle) =>
    api.post('/soat/api/v1/vehiculos/runt', ({ response }) => response(200).json(answer));
  /** The test API's price for the RUNT's car. */
  const quotedRuntCar = () =>
    api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(quoteFixture({ placa: 'XKA123' })));
  /** The purchase page opened, and the RUNT's car's plate and owner's document typed in (as `plate` is written). */
  const typeRuntCar = async (plate = 'XKA123') => {
    testApi.use(runtAnswers(runtCar), quotedRuntCar());
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), plate);
    await user.type(screen.getByLabelText('Número de documento del propietario'), '1020304050');
    return user;
  };

  it("fills the vehicle from the RUNT with the owner's document, the holder with the owner, and shows the price on the same step with the RUNT's reading sent", async () => {
    const sent = recordRequests();
    const user = await typeRuntCar('xka123');

    await waitFor(() => expect(field('Clase de vehículo')).toHaveValue('automovil'));
    expect(field('Cilindraje')).toHaveValue('1598');
    expect(field('Pasajeros')).toHaveValue('5');
    expect(field('Modelo')).toHaveValue('2019');
    expect(lookupStatus()).toHaveTextContent(
      'Traemos los datos del RUNT: RENAULT LOGAN 2019. Revisa que coincidan con la licencia de tránsito.',
    );
    // only the RUNT was asked: it knew the vehicle
    expect(lookups(sent).map(({ path }) => path)).toEqual(['/soat/api/v1/vehiculos/runt']);
    expect(purchaseDraftStore.getState().draft.holder.tomador).toMatchObject({
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Pérez Gómez',
    });

    // nothing to type: the price comes at once, and the customer goes on to the holder from here
    expect(await screen.findByRole('row', { name: /Total a pagar/ })).toHaveTextContent(/610\.700/);
    expect(screen.getByText(/^Vigencia: del/)).toBeVisible();
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones')).map(({ body }) => body)).toEqual([
      {
        placa: 'XKA123',
        vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1598, modelo: 2019, pasajeros: 5 },
        tipoDocumento: 'CC',
        numeroDocumento: '1020304050',
        lecturaRunt: 'lectura.firmada.por-la-api',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?paso=tomador'));
    expect(purchaseDraftStore.getState().draft.quote).toMatchObject({ placa: 'XKA123' });
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones'))).toHaveLength(1);
  });

  it("opened from the home page's box with the plate and the owner's document, reads the RUNT at once and shows the price", async () => {
    const sent = recordRequests();
    testApi.use(runtAnswers(runtCar), quotedRuntCar());
    renderPage(<PurchasePage />, {
      at: '/cotizar-soat/comprar-soat?placa=xka123',
      state: { numeroDocumentoPropietario: '1020304050' },
    });

    expect(screen.getByLabelText('Número de documento del propietario')).toHaveValue('1020304050');
    expect(await screen.findByRole('row', { name: /Total a pagar/ })).toHaveTextContent(/610\.700/);
    expect(withoutHeaders(lookups(sent))).toEqual([
      {
        method: 'POST',
        path: '/soat/api/v1/vehiculos/runt',
        body: { placa: 'XKA123', tipoDocumento: 'CC', numeroDocumento: '1020304050' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it("drops the RUNT's price once the customer edits the vehicle, and quotes what they typed on the price step", async () => {
    const sent = recordRequests();
    const user = await typeRuntCar();
    await screen.findByRole('row', { name: /Total a pagar/ });

    await user.clear(field('Cilindraje'));
    await user.type(field('Cilindraje'), '1400');
    expect(screen.queryByRole('row', { name: /Total a pagar/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?paso=precio'));
    const quotes = sent.filter(({ path }) => path.endsWith('/cotizaciones')).map(({ body }) => body);
    expect(quotes).toHaveLength(2);
    expect(quotes[1]).toMatchObject({ vehiculo: { cilindraje: 1400 } });
  });

  it("opens the price step from the RUNT's price to choose another start", async () => {
    const user = await typeRuntCar();
    await user.click(await screen.findByRole('button', { name: 'Elegir otra fecha de inicio' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?paso=precio'));
  });

  it("stops the quote with what to do when the customer says the RUNT's data is not their vehicle's, until the document changes", async () => {
    const sent = recordRequests();
    testApi.use(
      runtAnswers(runtCar),
      lookupAnswers({ placa: 'XKA123', vehiculo: null, polizaVigenteHasta: null }),
      quotedRuntCar(),
    );
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'XKA123');
    await user.type(screen.getByLabelText('Número de documento del propietario'), '1020304050');
    await screen.findByRole('row', { name: /Total a pagar/ });
    await user.click(screen.getByRole('button', { name: 'Los datos del RUNT no coinciden con mi vehículo' }));

    const alert = screen.getByText('No podemos expedir el SOAT con datos que no coinciden').closest('[role="alert"]');
    expect(alert).toHaveTextContent(/organismo de tránsito/);
    // no price and no way on: neither "Continuar" nor "Cotizar"
    expect(screen.queryByRole('row', { name: /Total a pagar/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cotizar' })).toBeDisabled();
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones'))).toHaveLength(1);
    // a mistyped document: once it changes, the quote is open again
    await user.type(screen.getByLabelText('Número de documento del propietario'), '1');
    await waitFor(() => expect(screen.queryByText('No podemos expedir el SOAT con datos que no coinciden')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cotizar' })).toBeEnabled();
  });

  it("prefills a signed-in buyer's vehicle from the home page's ?placa=, asking with the plate alone (the session says who)", async () => {
    sessionStore
      .getState()
      .authenticate({ id: 'ana@ejemplo.co', email: 'ana@ejemplo.co', name: 'Ana Pérez' }, createToken());
    const sent = recordRequests();
    testApi.use(knownMotorcycle());
    renderPage(<PurchasePage />, { at: '/cotizar-soat/comprar-soat?placa=xyz98a' });

    await waitFor(() => expect(field('Clase de vehículo')).toHaveValue('motocicleta'));
    expect(field('Placa')).toHaveValue('XYZ98A');
    expect(field('Servicio')).toHaveValue('particular');
    expect(field('Cilindraje')).toHaveValue('150');
    expect(field('Modelo (año)')).toHaveValue('2019');
    expect(lookupStatus()).toHaveTextContent(/compra anterior en el portal.*SOAT vigente hasta el 31 de mayo de 2099/);
    // POST, the plate in the body: nothing of the vehicle is asked for in an address
    expect(withoutHeaders(sent)[0]).toEqual({
      method: 'POST',
      path: '/soat/api/v1/vehiculos/consultas',
      body: { placa: 'XYZ98A' },
    });
    // read once: a reload must not bring the parameter back over what is typed since
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cotizar-soat\/comprar-soat$/));
  });

  it("asks nobody about a plate alone without a session; when the RUNT does not know it, the owner's earlier purchase brings the vehicle back", async () => {
    const renewal = quoteFixture({ placa: 'XYZ98A', polizaVigenteHasta: '2099-05-31' });
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(renewal)),
      runtAnswers(runtNotFound('XYZ98A')),
      knownMotorcycle(),
    );
    renderPage(<PurchasePage />, { at: '/cotizar-soat/comprar-soat?placa=xyz98a' });
    const user = userEvent.setup();
    await waitFor(() => expect(field('Placa')).toHaveValue('XYZ98A'));
    // the lookup waits for the plate to settle (300 ms): nothing is sent for the plate alone
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookups(sent)).toEqual([]);
    expect(field('Clase de vehículo')).toHaveValue('');
    expect(lookupStatus()).toHaveTextContent('');

    await user.selectOptions(screen.getByLabelText('Tipo de documento del propietario'), 'CC');
    await user.type(screen.getByLabelText('Número de documento del propietario'), '1.020.304.050');

    await waitFor(() => expect(field('Clase de vehículo')).toHaveValue('motocicleta'));
    expect(field('Cilindraje')).toHaveValue('150');
    expect(lookupStatus()).toHaveTextContent(/compra anterior.*SOAT vigente hasta el 31 de mayo de 2099/);
    // the RUNT first, then the portal's own records
    expect(withoutHeaders(lookups(sent))).toEqual([
      {
        method: 'POST',
        path: '/soat/api/v1/vehiculos/runt',
        body: { placa: 'XYZ98A', tipoDocumento: 'CC', numeroDocumento: '1020304050' },
      },
      {
        method: 'POST',
        path: '/soat/api/v1/vehiculos/consultas',
        body: { placa: 'XYZ98A', tipoDocumento: 'CC', numeroDocumento: '1020304050' },
      },
    ]);
    // the holder step starts with that document
    expect(purchaseDraftStore.getState().draft.holder.tomador).toMatchObject({
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
    });
    // and the quote brings it, so that the API counts the holder's policy in force (ADR 010)
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?paso=precio'));
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones')).map(({ body }) => body)).toEqual([
      {
        placa: 'XYZ98A',
        vehiculo: { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: 2019 },
        tipoDocumento: 'CC',
        numeroDocumento: '1020304050',
      },
    ]);
  });

  it('says what the RUNT said when neither it nor the portal knows the vehicle, and the customer types it', async () => {
    const sent = recordRequests();
    testApi.use(
      runtAnswers({ ...runtNotFound('ABC123'), resultado: 'no-disponible', mensaje: RUNT_DOWN }),
      lookupAnswers({ placa: 'ABC123', vehiculo: null, polizaVigenteHasta: null }),
    );
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'ABC123');
    await user.type(screen.getByLabelText('Número de documento del propietario'), '12');
    await user.tab();
    expect(screen.getByLabelText('Número de documento del propietario')).toHaveAccessibleErrorMessage(
      'La cédula de ciudadanía debe tener entre 6 y 10 dígitos.',
    );
    await user.type(screen.getByLabelText('Número de documento del propietario'), '345678');

    await waitFor(() => expect(lookupStatus()).toHaveTextContent(RUNT_DOWN));
    expect(lookups(sent).map(({ body }) => body)).toEqual([
      { placa: 'ABC123', tipoDocumento: 'CC', numeroDocumento: '12345678' },
      { placa: 'ABC123', tipoDocumento: 'CC', numeroDocumento: '12345678' },
    ]);
    expect(field('Clase de vehículo')).toHaveValue('');
    expect(purchaseDraftStore.getState().draft.holder.tomador.numeroDocumento).toBe('');
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
