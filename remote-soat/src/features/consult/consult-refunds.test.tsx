import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@soat/shared/format';
import { api, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import type { ConsultAnswer } from './api/consult-policies';
import { ConsultPage } from './consult-page';

beforeAll(setUpPage);
// a wide screen, where the policies are a table (below 960 px they are cards: consult-page.test.tsx)
const noQueryMatches = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query) => ({ ...noQueryMatches(query), matches: true });
});
afterEach(() => {
  window.matchMedia = noQueryMatches;
});

const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
const policy: ConsultAnswer['polizas'][number] = {
  numeroPoliza: 'SOAT-2026-00000002',
  estado: 'vigente',
  aseguradora: 'Aseguradora Portal SOAT (de pruebas)',
  fechaExpedicion: '2026-03-01',
  inicioVigencia: '2026-03-01',
  finVigencia: '2027-02-28',
  codigoTarifa: '511',
  reporteRunt: 'reportada',
};
const refunds: ConsultAnswer['reembolsos'] = [
  {
    estado: 'reembolsado',
    valor: 610700,
    inicioVigencia: '2026-03-01',
    finVigencia: '2027-02-28',
    fechaReembolso: '2026-03-02',
  },
  {
    estado: 'en-gestion',
    valor: 610700,
    inicioVigencia: '2026-03-05',
    finVigencia: '2027-03-04',
    fechaReembolso: null,
  },
  { estado: 'pendiente', valor: 610700, inicioVigencia: '2026-03-06', finVigencia: '2027-03-05', fechaReembolso: null },
];

async function consult(answer: ConsultAnswer) {
  testApi.use(api.post('/soat/api/v1/consultas', ({ response }) => response(200).json(answer)));
  renderPage(<ConsultPage />, { at: '/soat/consulta' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Placa/), 'ABC123');
  await user.type(screen.getByLabelText(/^Número de documento/), '1020304050');
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
}

describe('the consult page: refunds (ADR 010, "Refunds")', () => {
  it("lists the holder's refunded payments beside the policies, with the period, amount and where each refund is", async () => {
    await consult({ placa: 'ABC123', polizas: [policy], reembolsos: refunds });
    const section = await screen.findByRole('region', { name: 'Pagos devueltos' });
    expect(
      screen.getByRole('table', { name: 'SOAT de la placa ABC123, del más reciente al más antiguo' }),
    ).toBeVisible();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Del 1 de marzo de 2026 al 28 de febrero de 2027');
    expect(items[0]).toHaveTextContent(money(610700));
    expect(items[0]).toHaveTextContent('Devuelto el 2 de marzo de 2026.');
    expect(items[1]).toHaveTextContent('En gestión: te escribiremos por correo para consignártelo.');
    expect(items[2]).toHaveTextContent('Lo estamos devolviendo a tu medio de pago.');
  });

  it('shows a refund of a holder without a policy of the plate, and no empty policies table', async () => {
    await consult({ placa: 'ABC123', polizas: [], reembolsos: refunds.slice(0, 1) });
    expect(await screen.findByText('No encontramos pólizas de la placa ABC123 con ese documento.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Pagos devueltos' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows no refunds section when there are none', async () => {
    await consult({ placa: 'ABC123', polizas: [policy], reembolsos: [] });
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pagos devueltos' })).not.toBeInTheDocument();
  });
});
