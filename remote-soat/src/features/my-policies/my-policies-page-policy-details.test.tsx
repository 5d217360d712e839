import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '@soat/shared/format';
import { invoiceInProcessFixture, validatedInvoiceFixture } from '../../testing/purchase-request-fixture';
import { renderPage, TEST_API } from '../../testing/render-page';
import { MyPoliciesPage } from './my-policies-page';
import { answer, END, policy, prepareMyPoliciesTests, signIn, START } from './my-policies-test-data';

// Everything a policy of the list holds: its data as the certificate carries it, shown on demand, and its
// electronic invoice.

prepareMyPoliciesTests();

describe('the "mis pólizas" page', () => {
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
});
