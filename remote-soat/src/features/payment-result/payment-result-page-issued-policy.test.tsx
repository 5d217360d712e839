import { act, screen, within } from '@testing-library/react';
import { formatMoney } from '@soat/shared/format';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { TEST_API } from '../../testing/render-page';
import {
  invoiceInProcessFixture,
  policyFixture,
  purchaseRequestFixture,
  REQUEST_ID,
  validatedInvoiceFixture,
} from '../../testing/purchase-request-fixture';
import { answerInTurn, issued, money, openPage, payment, setUpPaymentResultPage } from './payment-result-page-testing';

setUpPaymentResultPage();

const issuedWith = (invoice: NonNullable<PurchaseRequest['poliza']>['factura']) =>
  purchaseRequestFixture({ estado: 'emitida', pago: payment('APROBADO'), poliza: policyFixture({ factura: invoice }) });
const INVOICE_IN_PROCESS =
  'Tu factura electrónica está en validación con la DIAN; te la enviaremos por correo en cuanto esté lista.';
/** The value of a term of the page's fact lists. */
const invoiceFact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

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
});
