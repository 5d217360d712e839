import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@soat/shared/session';
import { api, createToken, recordRequests, testApi, type SentRequest } from '@soat/shared/testing';
import { renderPage, withoutHeaders } from '../../testing/render-page';
import type { RuntVehicle } from './api/runt-vehicle';
import { purchaseDraftStore } from './purchase-draft-store';
import { PurchasePage } from './purchase-page';
import { field, lookupAnswers, setUpPurchasePage } from './purchase-page-testing';
import { quoteFixture } from './purchase-fixtures';

setUpPurchasePage();

describe("the vehicle step of the purchase, with the vehicle read from the RUNT or the owner's earlier purchase", () => {
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
});
