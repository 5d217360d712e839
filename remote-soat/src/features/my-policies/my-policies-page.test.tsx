import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '@soat/shared/format';
import { paymentPath } from '@soat/shared/router';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { api, HttpResponse, recordRequests, testApi } from '@soat/shared/testing';
import { invoiceInProcessFixture, validatedInvoiceFixture } from '../../testing/purchase-request-fixture';
import { renderPage, TEST_API } from '../../testing/render-page';
import type { MyPurchaseRequest } from './api/my-policies';
import { MyPoliciesPage } from './my-policies-page';
import { answer, END, policy, prepareMyPoliciesTests, signIn, START } from './my-policies-test-data';

// The claim of purchases made without the account (the emailed link): claim-purchases.test.tsx.

prepareMyPoliciesTests();

function pendingRequest(overrides: Partial<MyPurchaseRequest> = {}): MyPurchaseRequest {
  const vehicle = { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: 2022 } as const;
  return {
    idSolicitudSoat: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    estado: 'pendiente-pago',
    placa: 'XYZ12A',
    vehiculo: vehicle,
    origenDatosVehiculo: 'digitados',
    cotizacion: {
      placa: 'XYZ12A',
      vehiculo: vehicle,
      codigoTarifa: '120',
      categoria: 'Motos',
      subcategoria: 'De 100 a 200 c.c.',
      rangoDiferencial: true,
      anioTarifa: 2026,
      prima: 224_300,
      contribucionAdres: null,
      subtotal: 340_900,
      tasaRunt: 2_400,
      total: 343_300,
      inicioVigencia: '2026-04-01',
      finVigencia: '2027-03-31',
      inicioMinimo: '2026-03-20',
      inicioMaximo: '2026-04-19',
      polizaVigenteHasta: null,
    },
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Pérez',
      correoElectronico: 'a***@ejemplo.co',
      celular: '300****567',
      ciudad: 'Bogotá',
    },
    pago: {
      idPago: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
      estado: 'RECHAZADO',
      metodo: 'TARJETA',
      mensaje: 'Tarjeta rechazada',
      venceEn: null,
      celular: null,
      efectivo: null,
      motivoReembolso: null,
      actualizadoEn: '2026-03-20T15:00:00Z',
    },
    poliza: null,
    venceEn: '2026-03-28T05:00:00.000Z',
    ...overrides,
  };
}

describe('the "mis pólizas" page', () => {
  it('asks a visitor who is not signed in to sign in and come back, without asking the API', () => {
    const sent = recordRequests();
    answer({ polizas: [], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis pólizas' })).toBeVisible();
    expect(screen.getByText(/^Inicia sesión para ver las pólizas que compraste/)).toBeVisible();
    const signInLink = screen.getByRole('link', { name: 'Iniciar sesión' });
    const target = new URL(signInLink.getAttribute('href')!, 'http://portal.test');
    expect(target.pathname).toBe('/iniciar-sesion');
    expect(target.searchParams.get('redirectTo')).toBe('/soat/mis-polizas');
    expect(sent).toEqual([]);
  });

  it("asks for the customer's purchases with the session's token", async () => {
    const token = signIn();
    const sent = recordRequests();
    answer({ polizas: [policy()], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    expect(await screen.findByRole('heading', { level: 3, name: 'ABC123 · Automóvil' })).toBeVisible();
    expect(sent.map(({ method, path, headers }) => `${method} ${path} ${headers.get('Authorization')}`)).toEqual([
      `GET /soat/api/v1/mis-polizas Bearer ${token}`,
    ]);
  });

  it('lists each policy with its status and dates, its PDF certificate and a renewal for the plate', async () => {
    signIn();
    answer({
      polizas: [
        policy(),
        policy({
          numeroPoliza: 'SOAT-2025-00000003',
          idSolicitudSoat: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          estado: 'vencida',
          fechaExpedicion: '2025-02-01',
          inicioVigencia: '2025-02-10',
          finVigencia: '2026-02-09',
        }),
      ],
      solicitudes: [],
    });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [current, expired] = cards as [HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('SOAT-2026-00000007');
    expect(current).toHaveTextContent('Vigente');
    expect(current).toHaveTextContent(`Del ${formatLongDate(START)} al ${formatLongDate(END)}`);
    expect(current.textContent!.replace(/\s/g, ' ')).toContain('$ 447.300');
    expect(expired).toHaveTextContent('Vencida');

    const pdf = within(current).getByRole('link', {
      name: 'Descargar certificado (PDF) de la póliza SOAT-2026-00000007',
    });
    expect(pdf).toHaveAttribute(
      'href',
      `${TEST_API}soat/api/v1/solicitudes/0b6f2c1e-7d1a-4f7e-9b2a-1c3d4e5f6a7b/certificado`,
    );
    expect(pdf).toHaveAttribute('download', 'SOAT-2026-00000007.pdf');
    expect(within(expired).getByRole('link', { name: /^Descargar certificado/ })).toHaveAttribute(
      'href',
      `${TEST_API}soat/api/v1/solicitudes/9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/certificado`,
    );

    // one renewal per plate, on its latest policy
    const renewals = screen.getAllByRole('link', { name: /^Renovar/ });
    expect(renewals).toHaveLength(1);
    expect(within(current).getByRole('link', { name: 'Renovar el SOAT de la placa ABC123' })).toHaveAttribute(
      'href',
      '/cotizar-soat/comprar-soat?placa=ABC123',
    );
  });

  it('shows on demand everything the certificate carries, the holder in full', async () => {
    signIn();
    answer({ polizas: [policy()], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const card = await screen.findByRole('listitem');
    const disclosure = within(card).getByText('Ver todos los datos de la póliza');
    expect(disclosure).toHaveTextContent('de la póliza SOAT-2026-00000007');
    const details = disclosure.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    // closed, it holds none of it: each fact is said once in the list
    expect(within(details).queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(disclosure);
    expect(details).toHaveAttribute('open');
    await within(details).findByRole('region', { name: 'Aseguradora' });

    const section = (name: string) => {
      expect(within(details).getByRole('heading', { level: 4, name })).toBeVisible();
      return within(details).getByRole('region', { name });
    };
    const fact = (region: HTMLElement, term: string) =>
      within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact(section('Aseguradora'), 'NIT')).toBe('900000001-2');
    const validity = section('Póliza');
    expect(fact(validity, 'Vigencia desde')).toBe(`${formatLongDate(START)} a las 09:30`);
    expect(fact(validity, 'Vigencia hasta')).toBe(`${formatLongDate(END)} a las 23:59`);
    const vehicle = section('Vehículo');
    expect(fact(vehicle, 'Clase')).toBe('Automóvil');
    expect(fact(vehicle, 'Marca')).toBe('RENAULT');
    const holder = section('Tomador');
    expect(fact(holder, 'Documento')).toBe('CC 1020304050');
    expect(fact(holder, 'Dirección')).toBe('Calle 10 # 5-20');
    expect(fact(holder, 'Celular')).toBe('3001234567');
    expect(within(section('Coberturas por víctima')).getByRole('table')).toHaveAccessibleName(
      'Coberturas por víctima en 2026',
    );
    expect(section('Reporte al RUNT')).toHaveTextContent(
      `Reportada al RUNT el ${formatLongDate(START)}.Radicado: RUNT-2026-000123`,
    );
  });

  it("gives each policy's electronic invoice: its zip, number and CUFE once validated, or that it is on its way", async () => {
    signIn();
    const inProcess = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const none = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
    answer({
      polizas: [
        policy({ factura: validatedInvoiceFixture }),
        policy({ numeroPoliza: 'SOAT-2026-00000006', idSolicitudSoat: inProcess, factura: invoiceInProcessFixture }),
        policy({ numeroPoliza: 'SOAT-2025-00000002', idSolicitudSoat: none, factura: null }),
      ],
      solicitudes: [],
    });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const [validated, pending, older] = (await screen.findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const inProcessText =
      'Tu factura electrónica está en validación con la DIAN; te la enviaremos por correo en cuanto esté lista.';

    const zip = within(validated).getByRole('link', {
      name: 'Descargar factura electrónica (.zip) de la póliza SOAT-2026-00000007',
    });
    expect(zip).toHaveAttribute(
      'href',
      `${TEST_API}soat/api/v1/solicitudes/0b6f2c1e-7d1a-4f7e-9b2a-1c3d4e5f6a7b/factura`,
    );
    const fact = (term: string) =>
      within(validated).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Número de factura')).toBe('SETP990000002');
    expect(fact('CUFE')).toBe(validatedInvoiceFixture.cufe);
    expect(within(validated).queryByText(inProcessText)).not.toBeInTheDocument();

    expect(within(pending).getByText(inProcessText)).toBeVisible();
    expect(within(pending).queryByRole('link', { name: /factura/ })).not.toBeInTheDocument();

    expect(within(older).queryByText(/factura/)).not.toBeInTheDocument();
    expect(within(older).getByRole('link', { name: /^Descargar certificado/ })).toBeVisible();
  });

  it('offers "Renovar" only from 30 days before the end, and for a plate whose latest policy ended', async () => {
    signIn();
    answer({
      polizas: [
        policy({ placa: 'LEJ123', finVigencia: addDays(todayInColombia(), 31), numeroPoliza: 'SOAT-2026-00000011' }),
        policy({ placa: 'CER123', finVigencia: addDays(todayInColombia(), 30), numeroPoliza: 'SOAT-2026-00000012' }),
        policy({
          placa: 'VEN123',
          estado: 'vencida',
          finVigencia: addDays(todayInColombia(), -3),
          numeroPoliza: 'SOAT-2025-00000013',
        }),
      ],
      solicitudes: [],
    });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('link', { name: /^Renovar/ }).map((link) => link.textContent)).toEqual([
      'Renovar el SOAT de la placa CER123',
      'Renovar el SOAT de la placa VEN123',
    ]);
  });

  it('starts the purchase for the same plate when the customer renews', async () => {
    signIn();
    answer({ polizas: [policy()], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Renovar el SOAT de la placa ABC123' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cotizar-soat/comprar-soat?placa=ABC123');
  });

  it('links a request waiting for its payment to its payment page, and explains the others', async () => {
    signIn();
    const waiting = pendingRequest();
    const refund = pendingRequest({
      idSolicitudSoat: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
      estado: 'reembolso-pendiente',
      placa: 'DEF456',
      pago: {
        idPago: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
        estado: 'APROBADO',
        metodo: 'PSE',
        mensaje: null,
        venceEn: null,
        celular: null,
        efectivo: null,
        motivoReembolso: null,
        actualizadoEn: '2026-03-21T10:00:00Z',
      },
    });
    const issued = pendingRequest({ idSolicitudSoat: policy().idSolicitudSoat, estado: 'emitida', poliza: policy() });
    answer({ polizas: [policy()], solicitudes: [waiting, refund, issued] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const table = await screen.findByRole('table', { name: 'Solicitudes de compra sin póliza expedida' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['XYZ12A', 'DEF456']);
    const waitingRow = within(table).getByRole('rowheader', { name: 'XYZ12A' }).closest('tr')!;
    expect(waitingRow).toHaveTextContent('Pendiente de pago');
    expect(waitingRow).toHaveTextContent('Rechazado');
    expect(within(waitingRow).getByRole('link', { name: 'Ir al pago de la placa XYZ12A' })).toHaveAttribute(
      'href',
      paymentPath('realizar', waiting.idSolicitudSoat),
    );
    const refundRow = within(table).getByRole('rowheader', { name: 'DEF456' }).closest('tr')!;
    expect(refundRow).toHaveTextContent('te devolveremos el dinero');
    expect(within(refundRow).queryByRole('link')).toBeNull();
  });

  it('says where the money of a request that could not be issued is: refunded, or being returned by the team', async () => {
    signIn();
    const payment = {
      idPago: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
      estado: 'APROBADO' as const,
      metodo: 'PSE' as const,
      mensaje: null,
      venceEn: null,
      celular: null,
      efectivo: null,
      motivoReembolso: null,
      actualizadoEn: '2026-03-21T10:00:00Z',
    };
    const refunded = pendingRequest({ estado: 'reembolsada', placa: 'DEF456', pago: payment });
    const manual = pendingRequest({
      idSolicitudSoat: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
      estado: 'reembolso-en-gestion',
      placa: 'GHI789',
      pago: payment,
    });
    answer({ polizas: [], solicitudes: [refunded, manual] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const table = await screen.findByRole('table', { name: 'Solicitudes de compra sin póliza expedida' });
    const refundedRow = within(table).getByRole('rowheader', { name: 'DEF456' }).closest('tr')!;
    expect(refundedRow).toHaveTextContent('Reembolsada');
    expect(refundedRow).toHaveTextContent('te devolvimos el dinero');
    const manualRow = within(table).getByRole('rowheader', { name: 'GHI789' }).closest('tr')!;
    expect(manualRow).toHaveTextContent('Reembolso en gestión');
    expect(manualRow).toHaveTextContent('te escribiremos por correo para devolverte el dinero');
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('says so when nothing was bought with the account yet', async () => {
    signIn();
    answer({ polizas: [], solicitudes: [] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    expect(await screen.findByText('Aún no has comprado un SOAT con tu cuenta.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cotiza tu SOAT' })).toHaveAttribute('href', '/cotizar-soat/comprar-soat');
    // no list headings: only the claim of purchases made without the account
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '¿Compraste sin iniciar sesión?',
    ]);
  });

  it('offers to try again when the purchases cannot be loaded', async () => {
    signIn();
    let calls = 0;
    testApi.use(
      api.get('/soat/api/v1/mis-polizas', ({ response }) => {
        calls += 1;
        return calls === 1
          ? // a refusal the client does not retry by itself (it retries 5xx answers); outside the contract,
            // which gives this operation no 403: the page must cope with any failure
            response.untyped(HttpResponse.json({ message: 'No pudimos atender la solicitud.' }, { status: 403 }))
          : response(200).json({ polizas: [policy()], solicitudes: [] });
      }),
    );
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'ABC123 · Automóvil' })).toBeVisible();
    expect(calls).toBe(2);
  });
});
