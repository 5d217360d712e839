import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatSpanishDate } from '@soat/shared/rules/validity';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { withoutHeaders } from '../../testing/render-page';
import { resetPurchaseDraftStore } from './purchase-draft-store';
import { draftFixture, HOLDER_FIXTURE, quoteFixture, TODAY } from './purchase-fixtures';
import {
  creatingApi,
  field,
  keep,
  kept,
  location,
  openStep,
  PAYMENT_PAGE,
  REQUEST_ID,
  refusingApi,
  setUpPurchasePage,
  submitButton,
} from './purchase-page-testing';

setUpPurchasePage();

describe('the holder step makes the purchase request', () => {
  it('sends the plate, vehicle, start and holder as the rules store them, and opens the payment page', async () => {
    const sent = creatingApi();
    keep(
      draftFixture({ holder: { ...HOLDER_FIXTURE, tomador: { ...HOLDER_FIXTURE.tomador, nombres: ' Ana   María ' } } }),
    );
    openStep('tomador');
    expect(await screen.findByText('Paso 3 de 5: Tomador')).toBeVisible();
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue(' Ana   María '));
    await user.click(submitButton());

    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(withoutHeaders(sent)).toEqual([
      {
        method: 'POST',
        path: '/soat/api/v1/solicitudes',
        body: {
          placa: 'ABC123',
          vehiculo: quoteFixture().vehiculo,
          inicioVigencia: TODAY,
          tomador: HOLDER_FIXTURE.tomador,
          aceptaTerminos: true,
        },
      },
    ]);
    expect(kept().requestId).toBe(REQUEST_ID);
  });

  it("sends the RUNT's reading of the plate with the request, so the API records where the vehicle's data came from", async () => {
    const sent = creatingApi();
    const runt = { placa: 'ABC123', lectura: 'lectura.firmada.por-la-api', marca: 'RENAULT', linea: 'LOGAN' };
    keep(draftFixture({ holder: HOLDER_FIXTURE, runt }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.click(submitButton());
    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(sent.map(({ body }) => (body as { lecturaRunt?: string }).lecturaRunt)).toEqual([
      'lectura.firmada.por-la-api',
    ]);
    cleanup();
    resetPurchaseDraftStore();

    // a reading of another plate says nothing of this one
    const other = creatingApi();
    keep(draftFixture({ holder: HOLDER_FIXTURE, runt: { ...runt, placa: 'XYZ987' } }));
    openStep('tomador');
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.click(submitButton());
    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(other.map(({ body }) => 'lecturaRunt' in (body as object))).toEqual([false]);
  });

  it('makes one request however often the button is pressed', async () => {
    const sent = creatingApi();
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.dblClick(submitButton());
    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(sent).toHaveLength(1);
    cleanup();
    resetPurchaseDraftStore();

    // twice before the page could even show the button busy
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    const form = screen.getByRole('form', { name: 'Datos del tomador' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(sent).toHaveLength(2);
  });

  it('pays the request already made from an unchanged draft instead of making another, and a change makes a new one', async () => {
    const other = 'a1b2c3d4-0000-4000-8000-000000000002';
    const sent = creatingApi(other);
    keep(draftFixture({ holder: HOLDER_FIXTURE, requestId: REQUEST_ID }));
    openStep('tomador');
    expect(await screen.findByText('Ya creaste la solicitud de esta compra: continúa con el pago.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(submitButton());
    await waitFor(() => expect(location()).toHaveTextContent(PAYMENT_PAGE));
    expect(sent).toEqual([]);
    cleanup();
    resetPurchaseDraftStore();

    openStep('tomador');
    await waitFor(() => expect(field('Celular')).toHaveValue('3001234567'));
    await user.clear(field('Celular'));
    await user.type(field('Celular'), '3109876543');
    expect(kept().requestId).toBeNull();
    expect(screen.queryByText(/Ya creaste la solicitud/)).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(location()).toHaveTextContent(`/cotizar-soat/pagos/realizar-pago-soat/${other}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ tomador: { celular: '3109876543' } });
  });

  it("puts the API's messages on the holder's fields on those fields, focusing the first", async () => {
    const sent = refusingApi([
      { campo: 'tomador.celular', mensaje: 'Escribe un celular colombiano de 10 dígitos que empiece por 3.' },
    ]);
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Celular')).toHaveValue('3001234567'));
    await user.click(submitButton());

    await waitFor(() =>
      expect(field('Celular')).toHaveAccessibleErrorMessage(
        'Escribe un celular colombiano de 10 dígitos que empiece por 3.',
      ),
    );
    expect(field('Celular')).toHaveFocus();
    expect(screen.queryByText('No pudimos crear la solicitud. Revisa estos datos:')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('?paso=tomador');
    expect(sent).toHaveLength(1);
    expect(kept().requestId).toBeNull();
  });

  it("after a start refused for the plate's policy in force, quotes again with the holder's document and offers the day after it ends", async () => {
    const end = addDays(TODAY, 20);
    const nextStart = addDays(end, 1);
    const renewal = quoteFixture({
      polizaVigenteHasta: end,
      inicioMinimo: nextStart,
      inicioMaximo: nextStart,
      inicioVigencia: nextStart,
      finVigencia: addDays(nextStart, 364),
    });
    const refusal = 'El vehículo tiene un SOAT vigente hasta el …: la nueva vigencia empieza el día siguiente.';
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(renewal)),
      api.post('/soat/api/v1/solicitudes', ({ response }) =>
        response(400).json({ message: 'Revisa los datos.', errores: [{ campo: 'inicioVigencia', mensaje: refusal }] }),
      ),
    );
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.click(submitButton());

    expect(await screen.findByText(refusal, { exact: false })).toBeVisible();
    await waitFor(() => expect(kept().quote?.inicioVigencia).toBe(nextStart));
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones')).map(({ body }) => body)).toEqual([
      { placa: 'ABC123', vehiculo: quoteFixture().vehiculo, tipoDocumento: 'CC', numeroDocumento: '1020304050' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Corregir la vigencia' }));
    expect(await screen.findByText(/Como un vehículo solo puede tener un SOAT a la vez/)).toBeVisible();
    // the refusal is answered by the fixed start: nothing holds "Continuar" back
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toHaveTextContent('?paso=tomador'));
  });

  it('says from which day a policy in force that ends more than 30 days ahead can be renewed, and goes no further', async () => {
    const end = addDays(TODAY, 100);
    const renewableFrom = addDays(end, -30);
    const nextStart = addDays(end, 1);
    const renewal = quoteFixture({
      polizaVigenteHasta: end,
      inicioMinimo: nextStart,
      inicioMaximo: nextStart,
      inicioVigencia: nextStart,
      finVigencia: addDays(nextStart, 364),
    });
    const refusal = 'El vehículo tiene un SOAT vigente hasta el …: la nueva vigencia empieza el día siguiente.';
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(renewal)),
      api.post('/soat/api/v1/solicitudes', ({ response }) =>
        response(400).json({ message: 'Revisa los datos.', errores: [{ campo: 'inicioVigencia', mensaje: refusal }] }),
      ),
    );
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.click(submitButton());

    expect(await screen.findByText(refusal, { exact: false })).toBeVisible();
    await waitFor(() => expect(kept().quote?.inicioVigencia).toBe(nextStart));
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones')).map(({ body }) => body)).toEqual([
      { placa: 'ABC123', vehiculo: quoteFixture().vehiculo, tipoDocumento: 'CC', numeroDocumento: '1020304050' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Corregir la vigencia' }));
    // next year's cover is not sold at this year's price: the price step says from when (issue 41)
    expect(
      await screen.findByText(
        `El vehículo tiene un SOAT vigente hasta el ${formatSpanishDate(end)}. Podrás renovarlo desde el ${formatSpanishDate(renewableFrom)}, 30 días antes de que termine.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Como un vehículo solo puede tener un SOAT a la vez/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(location()).toHaveTextContent('?paso=precio');
  });

  it("keeps the quote when the new one counts no policy of this holder (the plate's is somebody else's)", async () => {
    const sent = recordRequests();
    testApi.use(
      api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(quoteFixture({ total: 1 }))),
      api.post('/soat/api/v1/solicitudes', ({ response }) =>
        response(400).json({
          message: 'Revisa los datos.',
          errores: [{ campo: 'inicioVigencia', mensaje: 'Este vehículo ya tiene…' }],
        }),
      ),
    );
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.click(submitButton());
    await waitFor(() => expect(sent.filter(({ path }) => path.endsWith('/cotizaciones'))).toHaveLength(1));
    expect(kept().quote).toEqual(quoteFixture());
  });

  it("lists the API's messages on earlier steps' fields above the form, each put on its field in the step that holds it", async () => {
    refusingApi([
      { campo: 'inicioVigencia', mensaje: 'La vigencia debe empezar en los próximos 30 días.' },
      { campo: 'placa', mensaje: 'Escribe una placa válida.' },
    ]);
    keep(draftFixture({ holder: HOLDER_FIXTURE }));
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    await user.click(submitButton());

    const title = await screen.findByText('No pudimos crear la solicitud. Revisa estos datos:');
    const alert = title.closest<HTMLElement>('[tabindex="-1"]')!;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'La vigencia debe empezar en los próximos 30 días. Corregir la vigencia',
      'Escribe una placa válida. Corregir el vehículo',
    ]);
    // no field of the form took the focus: the list has it, above the form
    expect(alert).toHaveFocus();
    expect(alert.compareDocumentPosition(field('Nombres')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Corregir el vehículo' }));
    await waitFor(() => expect(location()).toHaveTextContent('?paso=vehiculo'));
    await waitFor(() => expect(field('Placa')).toHaveAccessibleErrorMessage('Escribe una placa válida.'));
    expect(field('Placa')).toHaveFocus();
  });
});
