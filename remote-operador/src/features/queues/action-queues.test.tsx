import { fireEvent, screen, within } from '@testing-library/react';
import { recordRequests, testApi } from '@soat/shared/testing';
import userEvent from '@testing-library/user-event';
import { QUEUE_PATHS } from '../../lib/queue-paths';
import { json, operatorApi, signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { InvoicesPage } from './invoices-page';
import { RuntReportsPage } from './runt-reports-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const report = (id: string, createdHoursAgo: number) => ({
  idReporte: id,
  estado: 'fallida',
  numeroPoliza: `SOAT-2026-${id}`,
  placa: 'XYZ987',
  intentos: 10,
  ultimoError: 'El RUNT no respondió (503).',
  creadoEn: hoursAgo(createdHoursAgo),
  reportadoEn: null,
});

const invoice = (id: string, createdHoursAgo: number, rules: string[]) => ({
  idDocumento: id,
  tipo: 'factura',
  estado: 'rechazada',
  numero: `SETP99${id}`,
  codigoUnico: null,
  numeroPoliza: 'SOAT-2026-00000042',
  idSolicitudSoat: 's-1',
  intentos: 1,
  erroresDian: rules,
  ultimoError: null,
  creadoEn: hoursAgo(createdHoursAgo),
  aceptadoEn: null,
});

/** The queue's items: its list's own entries (not the DIAN rules listed inside each). */
const items = async (name: string) => {
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};

describe('Reportes al RUNT fallidos', () => {
  const render = () => renderPage(<RuntReportsPage />, { at: QUEUE_PATHS.reportesRuntFallidos });

  it('lists each failed report with its error, and «Reintentar» sends that report once and takes it off the list', async () => {
    signInOperator();
    testApi.use(
      operatorApi.runtReports(() => json({ reportes: [report('1', 30), report('2', 2)] })),
      operatorApi.retryRuntReports(() => json({ reintentados: 1 })),
    );
    const sent = recordRequests();
    render();
    expect(await screen.findByText('2 en la cola')).toBeVisible();
    expect(screen.getByText('El más antiguo espera hace 30 horas.')).toBeVisible();
    const [first] = await items('Reportes al RUNT fallidos');
    expect(first).toHaveTextContent('Póliza SOAT-2026-1 · placa XYZ987');
    expect(first).toHaveTextContent('El RUNT no respondió (503).');
    const retry = within(first!).getByRole('button', { name: 'Reintentar' });
    fireEvent.click(retry);
    fireEvent.click(retry);
    expect(await screen.findByText('1 en la cola')).toBeVisible();
    const posts = sent.filter(({ method }) => method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ idReporte: '1' });
    expect(await items('Reportes al RUNT fallidos')).toHaveLength(1);
  });

  it('says so when the report was no longer failed, and shows an API error in Spanish, keeping the item', async () => {
    signInOperator();
    let calls = 0;
    testApi.use(
      operatorApi.runtReports(() => json({ reportes: [report('1', 3)] })),
      operatorApi.retryRuntReports(() =>
        ++calls === 1 ? json({ reintentados: 0 }) : json({ message: 'Demasiadas solicitudes.' }, 500),
      ),
    );
    render();
    const user = userEvent.setup();
    const [first] = await items('Reportes al RUNT fallidos');
    await user.click(within(first!).getByRole('button', { name: 'Reintentar' }));
    expect(await within(first!).findByText(/ya no estaba fallido/)).toBeVisible();
    await user.click(within(first!).getByRole('button', { name: 'Reintentar' }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent('Demasiadas solicitudes.');
    expect(await items('Reportes al RUNT fallidos')).toHaveLength(1);
  });
});

describe('Facturas rechazadas', () => {
  const render = () => renderPage(<InvoicesPage />, { at: QUEUE_PATHS.facturasRechazadas });

  it('shows the DIAN’s rules of each rejected document, and «Reenviar» resends it once', async () => {
    signInOperator();
    testApi.use(
      operatorApi.invoices(() =>
        json({
          documentos: [
            invoice('01', 80, ['FAD06: el CUFE no corresponde', 'FAJ43b: el NIT del adquirente no existe']),
            invoice('02', 1, []),
          ],
        }),
      ),
      operatorApi.resendInvoice(() => json({ reenviado: true })),
    );
    const sent = recordRequests();
    render();
    expect(await screen.findByText('2 en la cola')).toBeVisible();
    expect(screen.getByText('El más antiguo espera hace 3 días.')).toBeVisible();
    const [first] = await items('Facturas rechazadas');
    expect(first).toHaveTextContent('Factura SETP9901 · póliza SOAT-2026-00000042');
    const rules = within(first!).getByRole('list', { name: 'Reglas de la DIAN' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((rule) => rule.textContent),
    ).toEqual(['FAD06: el CUFE no corresponde', 'FAJ43b: el NIT del adquirente no existe']);
    const resend = within(first!).getByRole('button', { name: 'Reenviar' });
    fireEvent.click(resend);
    fireEvent.click(resend);
    expect(await screen.findByText('1 en la cola')).toBeVisible();
    const posts = sent.filter(({ method }) => method === 'POST');
    expect(posts.map(({ path }) => path)).toEqual(['/operador/api/v1/facturas/01/reenviar']);
  });

  it('shows an unreachable API in Spanish without losing the list', async () => {
    signInOperator();
    testApi.use(
      operatorApi.invoices(() => json({ documentos: [invoice('01', 2, ['FAD06'])] })),
      operatorApi.resendInvoice(() => Response.error()),
    );
    render();
    const [first] = await items('Facturas rechazadas');
    await userEvent.setup().click(within(first!).getByRole('button', { name: 'Reenviar' }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent('El servicio no responde');
    expect(await items('Facturas rechazadas')).toHaveLength(1);
  });
});
