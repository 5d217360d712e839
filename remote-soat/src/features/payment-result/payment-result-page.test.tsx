import { act, screen, within } from '@testing-library/react';
import { formatMoney } from '@soat/shared/format';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { renderPage, setUpPage, TEST_API } from '../../testing/render-page';
import {
  invoiceInProcessFixture,
  policyFixture,
  purchaseRequestFixture,
  REQUEST_ID,
  validatedInvoiceFixture,
} from '../../testing/purchase-request-fixture';
import { PaymentResultPage } from './payment-result-page';

beforeAll(setUpPage);
afterEach(() => jest.useRealTimers());

const ROUTE = '/cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat';
const PAGE = `/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}?id=tx-123`;

const payment = (status: NonNullable<PurchaseRequest['pago']>['estado'], message: string | null = null) => ({
  idPago: 'c0ffee00-0000-4000-8000-000000000001',
  estado: status,
  metodo: 'PSE' as const,
  mensaje: message,
  venceEn: null,
  celular: null,
  efectivo: null,
  motivoReembolso: null,
  actualizadoEn: '2026-03-10T15:00:00Z',
});
const issued = purchaseRequestFixture({
  estado: 'emitida',
  pago: payment('APROBADO'),
  poliza: policyFixture(),
});

/** Answers each request to the API with the next of `answers` (the last one repeats). */
function answerInTurn(...answers: PurchaseRequest[]) {
  let turn = 0;
  const sent = recordRequests();
  testApi.use(
    api.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
      response(200).json(answers[Math.min(turn++, answers.length - 1)]!),
    ),
  );
  return sent;
}
const issuedWith = (invoice: NonNullable<PurchaseRequest['poliza']>['factura']) =>
  purchaseRequestFixture({ estado: 'emitida', pago: payment('APROBADO'), poliza: policyFixture({ factura: invoice }) });
const INVOICE_IN_PROCESS =
  'Tu factura electrónica está en validación con la DIAN; te la enviaremos por correo en cuanto esté lista.';
/** The value of a term of the page's fact lists. */
const invoiceFact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Money as the page shows it, spaces as the text matchers see them. */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
const openPage = () => renderPage(<PaymentResultPage />, { at: PAGE, path: ROUTE });

describe('the payment result page', () => {
  it('shows the issued policy: number, validity, the PDF to download and where it was emailed', async () => {
    answerInTurn(issued);
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: '¡Listo! Tu SOAT está expedido' })).toBeVisible();
    // the last step of the purchase's progress
    expect(screen.getByText('Paso 5 de 5: Resultado')).toBeVisible();
    expect(screen.getByText('SOAT-2026-00000042')).toBeVisible();
    expect(screen.getByRole('row', { name: `Valor pagado ${formatMoney(610700)}` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      `${TEST_API}soat/api/v1/solicitudes/${REQUEST_ID}/certificado`,
    );
    expect(screen.getByText('Te enviamos la póliza a tu correo (a***@ejemplo.co).')).toBeVisible();
    // the gateway's transaction id in the address is not the customer's business
    expect(screen.queryByText(/tx-123/, { ignore: '[data-testid="location"], script, style' })).not.toBeInTheDocument();
  });

  it('shows everything the certificate carries, under headings: insurer, hours of cover, vehicle, holder, amounts, coverages and the RUNT report', async () => {
    answerInTurn(issued);
    openPage();
    const section = async (name: string) => {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeVisible();
      return screen.getByRole('region', { name });
    };
    const fact = (region: HTMLElement, term: string) =>
      within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

    const insurer = await section('Aseguradora');
    expect(fact(insurer, 'Nombre')).toBe('Aseguradora Portal SOAT (de pruebas)');
    expect(fact(insurer, 'NIT')).toBe('900000001-2');
    expect(fact(insurer, 'Línea de atención')).toBe('601 555 0100 (línea de pruebas)');

    const policy = await section('Póliza');
    expect(fact(policy, 'Número de póliza')).toBe('SOAT-2026-00000042');
    expect(fact(policy, 'Expedida')).toBe('10 de marzo de 2026, 14:05');
    expect(fact(policy, 'Vigencia desde')).toBe('10 de marzo de 2026 a las 14:05');
    expect(fact(policy, 'Vigencia hasta')).toBe('9 de marzo de 2027 a las 23:59');
    expect(fact(policy, 'Código de tarifa')).toBe('521');

    const vehicle = await section('Vehículo');
    expect(fact(vehicle, 'Placa')).toBe('ABC123');
    expect(fact(vehicle, 'Clase')).toBe('Automóvil');
    expect(fact(vehicle, 'Servicio')).toBe('Particular');
    expect(fact(vehicle, 'Marca')).toBe('RENAULT');
    expect(fact(vehicle, 'Línea')).toBe('LOGAN');
    expect(fact(vehicle, 'Modelo')).toBe('2020');
    expect(fact(vehicle, 'Cilindraje')).toBe('1600 c.c.');
    expect(fact(vehicle, 'Pasajeros')).toBe('5');

    // the page is open to whoever has its id: the holder's document, address and mobile come masked
    const holder = await section('Tomador');
    expect(fact(holder, 'Nombre')).toBe('Ana María Pérez Gómez');
    expect(fact(holder, 'Documento')).toBe('CC 10******50');
    expect(fact(holder, 'Dirección')).toBe('Calle ***');
    expect(fact(holder, 'Ciudad')).toBe('Bogotá');
    expect(fact(holder, 'Celular')).toBe('300****567');

    const amounts = await section('Valores');
    expect(within(amounts).getByRole('row', { name: `Prima ${formatMoney(400000)}` })).toBeVisible();
    expect(within(amounts).getByRole('row', { name: `Contribución ADRES ${formatMoney(208000)}` })).toBeVisible();
    expect(within(amounts).getByRole('row', { name: `Tasa RUNT ${formatMoney(2700)}` })).toBeVisible();

    // the coverages of the policy's year, in their legal units and in pesos
    const coverages = await section('Coberturas por víctima');
    expect(within(coverages).getByRole('table', { name: 'Coberturas por víctima en 2026' })).toBeVisible();
    expect(
      within(coverages).getByRole('row', { name: /^Incapacidad permanente 180 salarios mínimos diarios \(SMLDV\)/ }),
    ).toHaveTextContent(money(10_505_430));

    const runt = await section('Reporte al RUNT');
    expect(runt).toHaveTextContent('La aseguradora la está reportando al RUNT');
  });

  it('says when the RUNT received the policy, with its receipt, and leaves out a brand the RUNT did not give', async () => {
    answerInTurn(
      purchaseRequestFixture({
        estado: 'emitida',
        pago: payment('APROBADO'),
        poliza: policyFixture({
          reporteRunt: 'reportada',
          fechaReporteRunt: '2026-03-11',
          radicadoRunt: 'RUNT-2026-000123',
          marca: null,
          linea: null,
        }),
      }),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Reporte al RUNT' })).toBeVisible();
    const runt = screen.getByRole('region', { name: 'Reporte al RUNT' });
    expect(runt).toHaveTextContent('Reportada al RUNT el 11 de marzo de 2026.');
    expect(runt).toHaveTextContent('Radicado: RUNT-2026-000123');
    const vehicle = screen.getByRole('region', { name: 'Vehículo' });
    expect(within(vehicle).queryByText('Marca')).not.toBeInTheDocument();
    expect(within(vehicle).queryByText('Línea')).not.toBeInTheDocument();
  });

  it('offers the electronic invoice the DIAN validated: its zip to download, its number and its CUFE', async () => {
    answerInTurn(issuedWith(validatedInvoiceFixture));
    openPage();
    const link = await screen.findByRole('link', { name: 'Descargar factura electrónica (.zip)' });
    expect(link).toHaveAttribute('href', `${TEST_API}soat/api/v1/solicitudes/${REQUEST_ID}/factura`);
    expect(link).toHaveAttribute('download');
    expect(invoiceFact('Número de factura')).toBe('SETP990000002');
    expect(invoiceFact('CUFE')).toBe(validatedInvoiceFixture.cufe);
    expect(screen.queryByText(INVOICE_IN_PROCESS)).not.toBeInTheDocument();
  });

  it('says an invoice still with the DIAN is on its way, and offers it once validated, without a reload', async () => {
    jest.useFakeTimers();
    const sent = answerInTurn(
      issuedWith(invoiceInProcessFixture),
      issuedWith(invoiceInProcessFixture),
      issuedWith(validatedInvoiceFixture),
    );
    openPage();
    expect(await screen.findByText(INVOICE_IN_PROCESS)).toBeVisible();
    expect(screen.queryByRole('link', { name: /factura/ })).not.toBeInTheDocument();
    // the policy is issued: its certificate is there meanwhile
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();

    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(sent).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(sent).toHaveLength(3);
    expect(await screen.findByRole('link', { name: 'Descargar factura electrónica (.zip)' })).toBeVisible();
    expect(screen.queryByText(INVOICE_IN_PROCESS)).not.toBeInTheDocument();

    // validated: nothing more is asked
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(3);
  });

  it('stops asking for the invoice after half a minute, leaving it to the email', async () => {
    jest.useFakeTimers();
    const sent = answerInTurn(issuedWith(invoiceInProcessFixture));
    openPage();
    expect(await screen.findByText(INVOICE_IN_PROCESS)).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    // the first answer, then every 3 s for 30 s
    expect(sent).toHaveLength(11);
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(sent).toHaveLength(11);
    expect(screen.getByText(INVOICE_IN_PROCESS)).toBeVisible();
  });

  it('says nothing of an invoice for a policy that has none', async () => {
    answerInTurn(issued);
    openPage();
    expect(await screen.findByRole('link', { name: 'Descargar PDF' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /factura/ })).not.toBeInTheDocument();
    expect(screen.queryByText(INVOICE_IN_PROCESS)).not.toBeInTheDocument();
  });

  it('waits on a pending payment with visible progress, asking again with back-off until it is final', async () => {
    jest.useFakeTimers();
    const sent = answerInTurn(
      purchaseRequestFixture({ pago: payment('PENDIENTE') }),
      purchaseRequestFixture({ pago: payment('PENDIENTE') }),
      issued,
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pago está en proceso' })).toBeVisible();
    expect(screen.getByText(/Esta página se actualiza sola/).closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(sent).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(2_900));
    expect(sent).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(sent).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(sent).toHaveLength(3);
    expect(await screen.findByText('SOAT-2026-00000042')).toBeVisible();

    // final: nothing more is asked
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(3);
  });

  it('stops asking when the visitor leaves the page', async () => {
    jest.useFakeTimers();
    const sent = answerInTurn(purchaseRequestFixture({ pago: payment('PENDIENTE') }));
    const { unmount } = openPage();
    await screen.findByRole('heading', { level: 2, name: 'Tu pago está en proceso' });
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(1);
  });

  it('gives the reason of a declined payment and a new attempt on the payment page', async () => {
    answerInTurn(purchaseRequestFixture({ pago: payment('RECHAZADO', 'Fondos insuficientes') }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pago no fue aprobado' })).toBeVisible();
    expect(screen.getByText('Motivo: Fondos insuficientes')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute(
      'href',
      `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`,
    );
  });

  it('explains a refund when the vehicle already had a policy for that period', async () => {
    answerInTurn(
      purchaseRequestFixture({
        estado: 'reembolso-pendiente',
        pago: { ...payment('APROBADO'), motivoReembolso: 'periodo-ocupado' },
      }),
    );
    openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu pago fue aprobado, pero no podemos expedir la póliza' }),
    ).toBeVisible();
    expect(screen.getByText(/Te devolveremos el dinero/)).toHaveTextContent(
      `El vehículo de placa ABC123 ya tenía un SOAT para ese periodo, y un vehículo solo puede tener uno a la vez: no expedimos esta póliza. Te devolveremos el dinero (${money(610700)})`,
    );
    expect(screen.getByRole('link', { name: 'Consultar el SOAT del vehículo' })).toBeVisible();
  });

  it.each([
    [
      'solicitud-cerrada',
      'Tu pago se aprobó cuando esta solicitud ya había vencido sin pagarse: no expedimos la póliza.',
    ],
    [
      'precio-cambio',
      'Cuando se aprobó tu pago, el SOAT ya tenía otro valor (empezó a regir una nueva tarifa): no expedimos la póliza con el valor anterior.',
    ],
  ] as const)(
    'says why a refund is made when it is not a period taken (%s), and offers a new quote',
    async (reason, said) => {
      answerInTurn(
        purchaseRequestFixture({
          estado: 'reembolso-en-gestion',
          pago: { ...payment('APROBADO'), motivoReembolso: reason },
        }),
      );
      openPage();
      expect(await screen.findByRole('heading', { level: 2, name: 'Estamos devolviendo tu dinero' })).toBeVisible();
      const explained = screen.getByText(/no se puede devolver automáticamente/);
      expect(explained).toHaveTextContent(said);
      expect(explained).not.toHaveTextContent(/ya tenía un SOAT/);
      expect(screen.getByRole('link', { name: 'Cotizar de nuevo' })).toHaveAttribute(
        'href',
        '/cotizar-soat/comprar-soat?paso=vehiculo',
      );
      expect(screen.queryByRole('link', { name: 'Consultar el SOAT del vehículo' })).not.toBeInTheDocument();
    },
  );

  it('keeps asking while the refund is on its way, and says the money is back once it is, with when it arrives', async () => {
    jest.useFakeTimers();
    const card = { ...payment('APROBADO'), metodo: 'TARJETA' as const };
    const sent = answerInTurn(
      purchaseRequestFixture({ estado: 'reembolso-pendiente', pago: card }),
      purchaseRequestFixture({ estado: 'reembolsada', pago: card }),
    );
    openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu pago fue aprobado, pero no podemos expedir la póliza' }),
    ).toBeVisible();
    expect(screen.getByText('Consultando el estado de tu pago…')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(sent).toHaveLength(2);
    expect(await screen.findByRole('heading', { level: 2, name: 'Te devolvimos el dinero' })).toBeVisible();
    expect(screen.getByText(/Anulamos el cobro de/)).toHaveTextContent(
      `Anulamos el cobro de ${money(610700)} en tu tarjeta: según tu banco, lo verás de nuevo entre 5 y 15 días hábiles. Te enviamos los detalles a tu correo (a***@ejemplo.co).`,
    );
    expect(screen.queryByText('Consultando el estado de tu pago…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultar el SOAT del vehículo' })).toHaveAttribute(
      'href',
      '/soat/consulta?placa=ABC123',
    );
    // refunded: nothing more is asked
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(2);
  });

  it('says a PSE payment is being returned by a person, and what happens next', async () => {
    answerInTurn(purchaseRequestFixture({ estado: 'reembolso-en-gestion', pago: payment('APROBADO') }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Estamos devolviendo tu dinero' })).toBeVisible();
    expect(screen.getByText(/no se puede devolver automáticamente/)).toHaveTextContent(
      `Tu pago de ${money(610700)} no se puede devolver automáticamente y lo devolverá una persona de nuestro equipo: en los próximos 2 días hábiles te escribiremos a tu correo (a***@ejemplo.co) para confirmar la cuenta donde te lo consignaremos.`,
    );
  });

  it('says a PSE payment was transferred back once the team did it', async () => {
    answerInTurn(purchaseRequestFixture({ estado: 'reembolsada', pago: payment('APROBADO') }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Te devolvimos el dinero' })).toBeVisible();
    expect(screen.getByText(/Te consignamos/)).toHaveTextContent(
      `Te consignamos ${money(610700)} en tu cuenta: según tu banco, lo verás entre 1 y 3 días hábiles.`,
    );
  });

  it('says a request closed at the end of its lifetime expired, with the way to quote again, and asks no more', async () => {
    const sent = answerInTurn(
      purchaseRequestFixture({
        estado: 'vencida',
        venceEn: '2026-03-18T05:00:00.000Z',
        cotizarDeNuevo: { motivo: 'vencida', mensaje: 'Esta solicitud venció…' },
      }),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Esta solicitud venció' })).toBeVisible();
    expect(
      screen.getByText(
        'El plazo para pagarla terminó el 17 de marzo de 2026 sin que se pagara, así que ya no se puede pagar. No te cobramos nada. Cotiza de nuevo para comprar tu SOAT con el valor y las fechas de hoy.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cotizar de nuevo' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?paso=vehiculo',
    );
    expect(screen.queryByRole('link', { name: 'Ir al pago' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says a request with no payment yet has none, with the way to pay it', async () => {
    answerInTurn(purchaseRequestFixture());
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Esta solicitud aún no tiene un pago' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al pago' })).toBeVisible();
  });

  it('shows a clear page for an unknown or malformed id', async () => {
    testApi.use(
      api.get('/soat/api/v1/solicitudes/{idSolicitudSoat}', ({ response }) =>
        response(404).json({ message: 'No encontramos la solicitud.' }),
      ),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toBeVisible();

    renderPage(<PaymentResultPage />, { at: '/cotizar-soat/pagos/respuesta-pago-soat/%3Cscript%3E', path: ROUTE });
    expect(screen.getAllByRole('heading', { level: 1, name: 'No encontramos esta solicitud' })).toHaveLength(2);
  });
});
