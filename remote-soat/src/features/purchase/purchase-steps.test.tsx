import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@soat/shared/format';
import { addDays } from '@soat/shared/rules/validity';
import { sessionStore } from '@soat/shared/session';
import { api, createToken, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, withoutHeaders } from '../../testing/render-page';
import { resetPurchaseDraftStore } from './purchase-draft-store';
import { PurchasePage } from './purchase-page';
import { draftFixture, HOLDER_FIXTURE, quoteFixture, TODAY } from './purchase-fixtures';
import {
  creatingApi,
  field,
  keep,
  kept,
  location,
  openStep,
  PAYMENT_PAGE,
  setUpPurchasePage,
  submitButton,
} from './purchase-page-testing';

setUpPurchasePage();

/** A row of the price breakdown: its concept and amount. */
const priceRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent?.replace(/\s/g, ' '));
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

describe('the price step', () => {
  it('shows the quote the server answered: breakdown, tariff code and category, and the validity', async () => {
    keep(draftFixture());
    openStep('precio');
    expect(await screen.findByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    expect(screen.getByText('Paso 2 de 5: Precio y vigencia')).toBeVisible();
    expect(
      screen.getByText('Código de tarifa 521: Autos familiares, De 1.500 a 2.500 c.c., 0 a 9 años.'),
    ).toBeVisible();
    expect(priceRows()).toEqual([
      `Prima${money(400000)}`,
      `Contribución ADRES${money(208000)}`,
      `Tasa RUNT${money(2700)}`,
      `Total a pagar${money(610700)}`,
    ]);
    expect(field('Inicio de la vigencia')).toHaveValue(TODAY);
    expect(field('Inicio de la vigencia')).toHaveAttribute('min', TODAY);
    expect(field('Inicio de la vigencia')).toHaveAttribute('max', addDays(TODAY, 30));
    expect(screen.getByText(/^Vigencia: del .* al .*\.$/)).toBeVisible();
  });

  it('shows the published subtotal where the table has no separate prima and contribution', async () => {
    keep(draftFixture({ quote: quoteFixture({ prima: null, contribucionAdres: null }) }));
    openStep('precio');
    await screen.findByRole('table');
    expect(priceRows()).toEqual([
      `Prima y contribución ADRES${money(608000)}`,
      `Tasa RUNT${money(2700)}`,
      `Total a pagar${money(610700)}`,
    ]);
  });

  it('fixes the start to the day after the policy in force ends, and says why', async () => {
    const end = addDays(TODAY, 10);
    const start = addDays(TODAY, 11);
    keep(
      draftFixture({
        quote: quoteFixture({
          polizaVigenteHasta: end,
          inicioMinimo: start,
          inicioMaximo: start,
          inicioVigencia: start,
        }),
      }),
    );
    openStep('precio');
    expect(await screen.findByText(/Como un vehículo solo puede tener un SOAT a la vez/)).toBeVisible();
    expect(screen.queryByLabelText(/^Inicio de la vigencia/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toHaveTextContent('?paso=tomador'));
  });

  it('prices a new start day again with the server and keeps the new quote', async () => {
    const later = addDays(TODAY, 5);
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) =>
        response(200).json(quoteFixture({ inicioVigencia: later, finVigencia: addDays(later, 364), total: 611000 })),
      ),
    );
    keep(draftFixture());
    openStep('precio');
    const user = userEvent.setup();
    const start = await screen.findByLabelText(/^Inicio de la vigencia/);
    await user.clear(start);
    await user.type(start, later);
    await waitFor(() => expect(priceRows().at(-1)).toBe(`Total a pagar${money(611000)}`));
    expect(withoutHeaders(sent).at(-1)).toEqual({
      method: 'POST',
      path: '/soat/api/v1/cotizaciones',
      body: { placa: 'ABC123', vehiculo: quoteFixture().vehiculo, inicioVigencia: later },
    });
    expect(kept().quote?.inicioVigencia).toBe(later);
  });

  it("brings the holder's document the draft holds to a new quote, so the holder's policy in force counts", async () => {
    const later = addDays(TODAY, 5);
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) =>
        response(200).json(quoteFixture({ inicioVigencia: later, finVigencia: addDays(later, 364) })),
      ),
    );
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('precio');
    const user = userEvent.setup();
    const start = await screen.findByLabelText(/^Inicio de la vigencia/);
    await user.clear(start);
    await user.type(start, later);
    await waitFor(() => expect(kept().quote?.inicioVigencia).toBe(later));
    expect(sent.at(-1)?.body).toEqual({
      placa: 'ABC123',
      vehiculo: quoteFixture().vehiculo,
      inicioVigencia: later,
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
    });
  });

  it('refuses a start outside the days allowed with the validity rule’s message', async () => {
    const sent = recordRequests();
    keep(draftFixture());
    openStep('precio');
    const user = userEvent.setup();
    const start = await screen.findByLabelText(/^Inicio de la vigencia/);
    await user.clear(start);
    await user.type(start, addDays(TODAY, 45));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(start).toHaveAccessibleErrorMessage('La vigencia debe empezar en los próximos 30 días.'),
    );
    expect(sent).toEqual([]);
    expect(location()).toHaveTextContent('?paso=precio');
  });
});

describe('the holder step', () => {
  it('explains each invalid field in Spanish, including a NIT with a wrong check digit, keeps what was typed and sends nothing', async () => {
    const sent = recordRequests();
    keep(draftFixture());
    openStep('tomador');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Tipo de documento/), 'NIT');
    await user.type(field('Número de documento'), '900123456-7');
    await user.type(field('Correo electrónico'), 'ana@ejemplo');
    await user.type(field('Celular'), '6011234567');
    await user.type(field('Apellidos'), 'P');
    await user.type(field('Dirección'), 'Cl 1');
    await user.click(submitButton());

    await waitFor(() =>
      expect(field('Número de documento')).toHaveAccessibleErrorMessage(
        'El dígito de verificación del NIT no es correcto.',
      ),
    );
    expect(field('Correo electrónico')).toHaveAccessibleErrorMessage(
      'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
    );
    expect(field('Celular')).toHaveAccessibleErrorMessage(
      'Escribe un celular colombiano de 10 dígitos que empiece por 3.',
    );
    expect(field('Nombres')).toHaveAccessibleErrorMessage('Este campo es obligatorio.');
    expect(field('Apellidos')).toHaveAccessibleErrorMessage('El nombre debe tener al menos 2 caracteres.');
    expect(field('Dirección')).toHaveAccessibleErrorMessage('Escribe la dirección (entre 5 y 120 caracteres).');
    expect(field('Ciudad')).toHaveAccessibleErrorMessage('Este campo es obligatorio.');
    expect(screen.getByText('Debes aceptar los términos y condiciones para comprar el SOAT.')).toBeVisible();
    expect(field('Número de documento')).toHaveValue('900123456-7');
    expect(location()).toHaveTextContent('?paso=tomador');
    expect(sent).toEqual([]);
  });

  it('accepts a NIT with its right check digit and sends it as the rules store it', async () => {
    const sent = creatingApi();
    keep(draftFixture());
    openStep('tomador');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Tipo de documento/), 'NIT');
    await user.type(field('Número de documento'), '900.123.456-8');
    await user.type(field('Nombres'), 'Transportes');
    await user.type(field('Apellidos'), 'Andinos S.A.S.');
    await user.type(field('Correo electrónico'), 'pagos@andinos.co');
    await user.type(field('Celular'), '300 123 4567');
    await user.type(field('Dirección'), 'Carrera 7 # 70-10');
    await user.type(field('Ciudad'), 'Bogotá');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await user.click(submitButton());
    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      tomador: {
        tipoDocumento: 'NIT',
        numeroDocumento: '900123456-8',
        nombres: 'Transportes',
        apellidos: 'Andinos S.A.S.',
        celular: '3001234567',
      },
      aceptaTerminos: true,
    });
  });

  it("fills a signed-in customer's name and email from the session", async () => {
    sessionStore
      .getState()
      .authenticate({ id: 'ana@ejemplo.co', email: 'ana@ejemplo.co', name: 'Ana María Pérez Gómez' }, createToken());
    keep(draftFixture());
    openStep('tomador');
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    expect(field('Apellidos')).toHaveValue('Pérez Gómez');
    expect(field('Correo electrónico')).toHaveValue('ana@ejemplo.co');
    expect(field('Celular')).toHaveValue('');
  });
});

describe('a reload or the back button in the middle of the purchase', () => {
  it('keeps what was typed: a reload brings the step and every field back', async () => {
    keep(draftFixture());
    openStep('tomador');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nombres/), 'Ana María');
    await user.type(field('Celular'), '3001234567');
    cleanup();
    resetPurchaseDraftStore();

    openStep('tomador');
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    expect(field('Celular')).toHaveValue('3001234567');
  });

  it('restores the vehicle typed before a reload on the first step', async () => {
    renderPage(<PurchasePage />);
    const user = userEvent.setup();
    await user.type(field('Placa'), 'ABC12D');
    await user.selectOptions(field('Clase de vehículo'), 'motocicleta');
    await user.selectOptions(field('Servicio'), 'particular');
    await user.type(field('Cilindraje'), '125');
    cleanup();
    resetPurchaseDraftStore();

    renderPage(<PurchasePage />);
    await waitFor(() => expect(field('Placa')).toHaveValue('ABC12D'));
    expect(field('Clase de vehículo')).toHaveValue('motocicleta');
    expect(field('Cilindraje')).toHaveValue('125');
  });

  it('sends a step the kept data does not reach yet back to the first one', async () => {
    openStep('tomador');
    await waitFor(() => expect(location()).toHaveTextContent('?paso=vehiculo'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Datos del vehículo' })).toBeVisible();
  });

  it('walks back a step with "Volver", keeping the step in the address', async () => {
    keep(draftFixture());
    openStep('tomador');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(location()).toHaveTextContent('?paso=precio'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Precio y vigencia' })).toHaveFocus();
  });
});
