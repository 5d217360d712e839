import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, HttpResponse, testApi } from '@soat/shared/testing';
import { PATHS } from '@soat/shared/router';
import { AUDIT_PATH } from '../../lib/queue-paths';
import { signInOperator } from '../../testing/operator-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import type { AuditEntry } from './audit-api';
import { AuditPage } from './audit-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const AUDIT = '/operador/api/v1/auditoria';

const ENTRY: AuditEntry = {
  id: '0d0b7c2e-61a4-4d57-9f0e-1b2c3d4e5f60',
  operadorId: '6f1c2b9e-4d3a-4e8b-9a51-2c7d0e8f1a34',
  operadorCorreo: 'ana@operacion.co',
  accion: 'compra.correo-corregido',
  objetivo: 'solicitud 7b1e9c4a',
  motivo: 'El cliente llamó: el correo tenía un error.',
  antes: { correoElectronico: 'ana@exmaple.com' },
  despues: { correoElectronico: 'ana@example.com' },
  creadoEn: '2026-11-28T15:04:05.000Z',
};

/** Answers the trail, keeping each query the page sent. */
function answerAudit(entries: AuditEntry[]) {
  const queries: Record<string, string>[] = [];
  testApi.use(
    api.get(AUDIT, ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json({ entradas: entries });
    }),
  );
  return queries;
}

describe('the audit trail (/operador/auditoria)', () => {
  it('lists every entry with who, when, what, the reason and the values before and after', async () => {
    signInOperator();
    answerAudit([ENTRY]);
    renderPage(<AuditPage />, { at: AUDIT_PATH });
    const entry = await screen.findByRole('article', { name: 'compra.correo-corregido · ana@operacion.co' });
    expect(within(entry).getByText('El cliente llamó: el correo tenía un error.')).toBeVisible();
    expect(within(entry).getByText('{"correoElectronico":"ana@exmaple.com"}')).toBeVisible();
    expect(within(entry).getByText('{"correoElectronico":"ana@example.com"}')).toBeVisible();
    expect(within(entry).getByText('solicitud 7b1e9c4a')).toBeVisible();
    // the moment in Colombia's time
    const moment = within(entry).getByText((_, element) => element?.tagName === 'TIME');
    expect(moment).toHaveAttribute('datetime', ENTRY.creadoEn);
    expect(moment.textContent).toMatch(/28.*2026.*10:04:05/);
    expect(screen.getByText('1 entrada')).toHaveAttribute('role', 'status');
  });

  it('filters by operator, action family and Colombian days, and keeps the filters as typed', async () => {
    signInOperator();
    const queries = answerAudit([]);
    renderPage(<AuditPage />, { at: AUDIT_PATH });
    expect(await screen.findByText('0 entradas')).toBeVisible();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Filtrar la auditoría' });
    await user.type(within(form).getByLabelText(/^Operador/), ' ana@operacion.co ');
    await user.selectOptions(within(form).getByLabelText(/^Acción/), 'Compras');
    await user.type(within(form).getByLabelText(/^Desde/), '2026-11-01');
    await user.type(within(form).getByLabelText(/^Hasta/), '2026-11-28');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('0 entradas')).toBeVisible();
    expect(queries).toEqual([
      {},
      {
        operador: 'ana@operacion.co',
        accion: 'compra',
        desde: '2026-11-01T00:00:00.000-05:00',
        hasta: '2026-11-28T23:59:59.999-05:00',
      },
    ]);
    expect(within(form).getByLabelText(/^Operador/)).toHaveValue(' ana@operacion.co ');
  });

  it('says why the API refused the filters, beside the field, keeping them', async () => {
    signInOperator();
    testApi.use(
      api.get(AUDIT, ({ request, response }) =>
        new URL(request.url).searchParams.has('desde')
          ? response(400).json({
              message: 'Revisa los datos.',
              errores: [{ campo: 'desde', mensaje: 'La fecha «desde» debe ser anterior a «hasta».' }],
            })
          : response(200).json({ entradas: [] }),
      ),
    );
    renderPage(<AuditPage />, { at: AUDIT_PATH });
    await screen.findByText('0 entradas');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Desde/), '2026-11-28');
    await user.type(screen.getByLabelText(/^Hasta/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('La fecha «desde» debe ser anterior a «hasta».')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos.');
    expect(screen.getByLabelText(/^Desde/)).toHaveValue('2026-11-28');
  });

  it('downloads the same entries as the API’s CSV, with the operator’s token', async () => {
    const token = signInOperator();
    answerAudit([ENTRY]);
    const asked: { accept: string | null; authorization: string | null; formato: string | null }[] = [];
    testApi.use(
      api.get(AUDIT, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('formato') !== 'csv') return undefined;
        asked.push({
          accept: request.headers.get('Accept'),
          authorization: request.headers.get('Authorization'),
          formato: url.searchParams.get('formato'),
        });
        return new HttpResponse('id,operadorId\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:auditoria');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPage(<AuditPage />, { at: AUDIT_PATH });
    await screen.findByText('1 entrada');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await screen.findByRole('button', { name: 'Descargar CSV' });
    expect(asked).toEqual([{ accept: 'text/csv', authorization: `Bearer ${token}`, formato: 'csv' }]);
    expect(saved).toEqual(['auditoria-operadores.csv blob:auditoria']);
    click.mockRestore();
  });

  it('shows an agent the API’s refusal, and sends a refused session to the sign-in', async () => {
    signInOperator();
    testApi.use(api.get(AUDIT, ({ response }) => response(403).json({ message: 'Tu rol no permite esta acción.' })));
    const view = renderPage(<AuditPage />, { at: AUDIT_PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu rol no permite esta acción.');
    view.unmount();

    signInOperator();
    testApi.use(api.get(AUDIT, ({ response }) => response(401).json({ message: 'Inicia sesión.' })));
    renderPage(<AuditPage />, { at: AUDIT_PATH });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PATHS.operadorIngresar));
  });
});
