import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '@soat/shared/format';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { renderPage, setUpPage, withoutHeaders } from '../../testing/render-page';
import { renderToString } from 'react-dom/server';
import { PageDataProvider } from '@soat/shared/page-data';
import { MemoryRouter } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui';
import type { ConsultAnswer } from './api/consult-policies';
import { ConsultPage } from './consult-page';
import { CONSULT_PLATE_DATA } from './consult-page-data';

beforeAll(setUpPage);
// jsdom lays nothing out: the tests' matchMedia (tooling/jest-polyfills.ts) matches no query
const noQueryMatches = window.matchMedia;
afterEach(() => {
  window.matchMedia = noQueryMatches;
});

/**
 * A screen `width` pixels wide, as the browser's media queries see it (jsdom lays nothing out); answers
 * a function that changes the width, telling the queries' listeners as a rotated phone does.
 */
function onScreenWidth(width: number): (next: number) => void {
  let current = width;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const min = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1] ?? Number.NaN);
    return {
      media: query,
      get matches() {
        return current >= min;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return (next) => {
    current = next;
    for (const listener of listeners) listener();
  };
}

const plate = () => screen.getByLabelText(/^Placa/);
const documentType = () => screen.getByLabelText(/^Tipo de documento/);
const documentNumber = () => screen.getByLabelText(/^Número de documento/);
const consult = () => screen.getByRole('button', { name: 'Consultar' });

const policies: ConsultAnswer = {
  placa: 'ABC123',
  reembolsos: [],
  polizas: [
    {
      numeroPoliza: 'SOAT-2026-00000002',
      estado: 'futura',
      aseguradora: 'Aseguradora Portal SOAT (de pruebas)',
      fechaExpedicion: '2026-03-01',
      inicioVigencia: '2026-03-15',
      finVigencia: '2027-03-14',
      codigoTarifa: '511',
      reporteRunt: 'pendiente',
    },
    {
      numeroPoliza: 'SOAT-2025-00000001',
      estado: 'vigente',
      aseguradora: 'Aseguradora Portal SOAT (de pruebas)',
      fechaExpedicion: '2025-03-10',
      inicioVigencia: '2025-03-15',
      finVigencia: '2026-03-14',
      codigoTarifa: '511',
      reporteRunt: 'reportada',
    },
  ],
};

describe('the consult page', () => {
  it('starts empty, and with the plate of the address when a QR code opened it', () => {
    const { unmount } = renderPage(<ConsultPage />, { at: '/soat/consulta' });
    expect(screen.getByRole('heading', { level: 1, name: 'Consulta tu SOAT' })).toBeVisible();
    expect(plate()).toHaveValue('');
    unmount();
    renderPage(<ConsultPage />, { at: '/soat/consulta?placa=ABC123' });
    expect(plate()).toHaveValue('ABC123');
    expect(documentNumber()).toHaveValue('');
  });

  it('shows the plate the server rendered the page with in its first render, and never the address’s in a build’s render', () => {
    const withData = renderToString(
      <UiProvider>
        <MemoryRouter initialEntries={['/soat/consulta?placa=ZZZ999']}>
          <PageDataProvider data={{ [CONSULT_PLATE_DATA]: 'ABC123' }}>
            <ConsultPage />
          </PageDataProvider>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(withData).toContain('value="ABC123"');
    // the page written at build time for `?placa` (no data): the value it was written with never shows
    const written = renderToString(
      <UiProvider>
        <MemoryRouter initialEntries={['/soat/consulta?placa=ZZZ999']}>
          <ConsultPage />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(written).not.toContain('ZZZ999');
  });

  it('refuses a wrong plate and document number on their fields, keeping what was typed, before asking', async () => {
    const sent = recordRequests();
    testApi.use(api.post('/soat/api/v1/consultas', ({ response }) => response(200).json(policies)));
    renderPage(<ConsultPage />, { at: '/soat/consulta' });
    const user = userEvent.setup();
    await user.type(plate(), 'AB-12');
    await user.type(documentNumber(), '12');
    await user.click(consult());
    expect(await screen.findByText(/^Escribe una placa válida/)).toBeVisible();
    expect(plate()).toHaveAccessibleErrorMessage(/^Escribe una placa válida: 3 letras y 3 números/);
    expect(documentNumber()).toHaveAccessibleErrorMessage('La cédula de ciudadanía debe tener entre 6 y 10 dígitos.');
    expect(plate()).toHaveValue('AB-12');
    expect(documentNumber()).toHaveValue('12');
    expect(sent).toEqual([]);
  });

  it("lists the plate's policies with their status, insurer, dates and tariff code", async () => {
    onScreenWidth(1280);
    const sent = recordRequests();
    testApi.use(api.post('/soat/api/v1/consultas', ({ response }) => response(200).json(policies)));
    renderPage(<ConsultPage />, { at: '/soat/consulta' });
    const user = userEvent.setup();
    await user.type(plate(), 'abc 123');
    await user.selectOptions(documentType(), 'Cédula de extranjería');
    await user.type(documentNumber(), '1.020.304');
    await user.click(consult());
    const table = await screen.findByRole('table', {
      name: 'SOAT de la placa ABC123, del más reciente al más antiguo',
    });
    expect(withoutHeaders(sent)).toEqual([
      {
        method: 'POST',
        path: '/soat/api/v1/consultas',
        body: { placa: 'ABC123', tipoDocumento: 'CE', numeroDocumento: '1020304' },
      },
    ]);
    expect(screen.getByText('Encontramos 2 pólizas de la placa ABC123.')).toBeVisible();
    const current = screen.getByRole('rowheader', { name: 'SOAT-2025-00000001' }).closest('tr')!;
    expect(current).toHaveTextContent('Vigente');
    expect(current).toHaveTextContent('Aseguradora Portal SOAT (de pruebas)');
    expect(current).toHaveTextContent('15 de marzo de 2025');
    expect(current).toHaveTextContent('14 de marzo de 2026');
    expect(current).toHaveTextContent('511');
    expect(current).toHaveTextContent('Reportada al RUNT');
    const next = screen.getByRole('rowheader', { name: 'SOAT-2026-00000002' }).closest('tr')!;
    expect(next).toHaveTextContent('Por iniciar');
    expect(next).toHaveTextContent('Pendiente de reporte');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('says how many days a policy in force has left, on the table and on a phone', async () => {
    onScreenWidth(1280);
    const end = addDays(todayInColombia(), 20);
    const inForce: ConsultAnswer = {
      ...policies,
      polizas: [{ ...policies.polizas[1]!, inicioVigencia: addDays(end, -364), finVigencia: end }],
    };
    testApi.use(api.post('/soat/api/v1/consultas', ({ response }) => response(200).json(inForce)));
    const { unmount } = renderPage(<ConsultPage />, { at: '/soat/consulta?placa=ABC123' });
    const user = userEvent.setup();
    await user.type(documentNumber(), '1020304');
    await user.click(consult());
    const row = (await screen.findByRole('rowheader', { name: 'SOAT-2025-00000001' })).closest('tr')!;
    expect(row).toHaveTextContent(`${formatLongDate(end)}Quedan 20 días`);
    unmount();

    onScreenWidth(375);
    renderPage(<ConsultPage />, { at: '/soat/consulta?placa=ABC123' });
    await user.type(documentNumber(), '1020304');
    await user.click(consult());
    expect(await screen.findByText(`${formatLongDate(end)} · Quedan 20 días`)).toBeVisible();
  });

  it('on a phone (below 600 px) shows each policy as a card with its dates, not a table to scroll sideways', async () => {
    onScreenWidth(375);
    testApi.use(api.post('/soat/api/v1/consultas', ({ response }) => response(200).json(policies)));
    renderPage(<ConsultPage />, { at: '/soat/consulta?placa=ABC123' });
    const user = userEvent.setup();
    await user.type(documentNumber(), '1020304');
    await user.click(consult());
    const list = await screen.findByRole('list', { name: 'SOAT de la placa ABC123, del más reciente al más antiguo' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const current = cards[1]!;
    expect(within(current).getByRole('heading', { level: 3, name: 'SOAT-2025-00000001' })).toBeVisible();
    expect(within(current).getByText('Vigente')).toBeVisible();
    // every fact named by its term, the validity dates first
    const terms = within(current)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Inicio de vigencia',
      'Fin de vigencia',
      'Aseguradora',
      'Expedición',
      'Código de tarifa',
      'Reporte al RUNT',
    ]);
    expect(
      within(current)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      '15 de marzo de 2025',
      '14 de marzo de 2026',
      'Aseguradora Portal SOAT (de pruebas)',
      '10 de marzo de 2025',
      '511',
      'Reportada al RUNT',
    ]);
  });

  it('keeps the cards on a narrow tablet and turns them into the table from 960 px, as the screen widens', async () => {
    const widen = onScreenWidth(375);
    testApi.use(api.post('/soat/api/v1/consultas', ({ response }) => response(200).json(policies)));
    renderPage(<ConsultPage />, { at: '/soat/consulta?placa=ABC123' });
    const user = userEvent.setup();
    await user.type(documentNumber(), '1020304');
    await user.click(consult());
    expect(await screen.findByRole('list', { name: /^SOAT de la placa ABC123/ })).toBeVisible();
    act(() => widen(700));
    expect(screen.getByRole('list', { name: /^SOAT de la placa ABC123/ })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    act(() => widen(960));
    expect(screen.getByRole('table', { name: /^SOAT de la placa ABC123/ })).toBeVisible();
    expect(screen.queryByRole('list', { name: /^SOAT de la placa ABC123/ })).toBeNull();
  });

  it('says clearly when that plate has no policy held by that document', async () => {
    testApi.use(
      api.post('/soat/api/v1/consultas', ({ response }) =>
        response(404).json({ message: 'No encontramos pólizas SOAT para esa placa y ese documento.' }),
      ),
    );
    renderPage(<ConsultPage />, { at: '/soat/consulta?placa=XYZ98A' });
    const user = userEvent.setup();
    await user.type(documentNumber(), '1020304050');
    await user.click(consult());
    expect(await screen.findByText('No encontramos pólizas de la placa XYZ98A con ese documento.')).toBeVisible();
    // an answer the page gives, not a failure: no error banner beside it
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No pudimos completar la solicitud')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(plate()).toHaveValue('XYZ98A');
    expect(documentNumber()).toHaveValue('1020304050');
  });

  it("puts the service's field errors on their fields", async () => {
    testApi.use(
      api.post('/soat/api/v1/consultas', ({ response }) =>
        response(400).json({
          message: 'Revisa los datos de la consulta.',
          errores: [{ campo: 'numeroDocumento', mensaje: 'El número de documento no es válido para ese tipo.' }],
        }),
      ),
    );
    renderPage(<ConsultPage />, { at: '/soat/consulta' });
    const user = userEvent.setup();
    await user.type(plate(), 'ABC123');
    await user.type(documentNumber(), '1020304050');
    await user.click(consult());
    expect(await screen.findByText('El número de documento no es válido para ese tipo.')).toBeVisible();
    expect(documentNumber()).toHaveAccessibleErrorMessage('El número de documento no es válido para ese tipo.');
    expect(documentNumber()).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los datos de la consulta.');
  });
});
