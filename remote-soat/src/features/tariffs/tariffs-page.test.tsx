import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@soat/shared/format';
import { tariffTable } from '@soat/shared/rules/tariff';
import { testApi } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../../testing/render-page';
import { TariffsPage } from './tariffs-page';

beforeAll(setUpPage);

/** The live region that says how many codes are shown. */
const countStatus = () => screen.getByText(/^Se muestra/);

/** The row of a tariff code in the tables on the page. */
function rowOf(code: string): HTMLElement {
  return screen.getByRole('rowheader', { name: code }).closest('tr')!;
}

/** Money as a page's text reads (no-break spaces read as spaces). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

const codesOf = (year: number) => tariffTable(year)!.categories.flatMap(({ tariffs }) => tariffs);

describe('the tariffs page', () => {
  it('shows the 2026 table without asking the API: every code with its total in pesos', () => {
    // every request the page sends, to the test API or anywhere else
    const asked: string[] = [];
    testApi.events.on('request:start', ({ request }) => asked.push(`${request.method} ${request.url}`));
    renderPage(<TariffsPage />, { at: '/tarifas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tarifas SOAT 2026' })).toBeVisible();
    const prices = codesOf(2026);
    expect(prices).toHaveLength(37);
    for (const price of prices) {
      expect(rowOf(price.code)).toHaveTextContent(money(price.total));
    }
    // the published figures (docs/soat-rules.md), with the prima El Heraldo published for 120
    expect(rowOf('120')).toHaveTextContent(/\$\s343\.300/);
    expect(rowOf('120')).toHaveTextContent(/\$\s224\.300/);
    expect(rowOf('511')).toHaveTextContent(/\$\s447\.300/);
    expect(rowOf('920')).toHaveTextContent(/\$\s965\.300/);
    expect(countStatus()).toHaveTextContent('Se muestran 37 códigos de tarifa de 2026.');
    expect(countStatus()).toHaveAttribute('role', 'status');
    expect(asked).toEqual([]);
  });

  it('groups the codes in one captioned table per category, with column and row headers', () => {
    renderPage(<TariffsPage />, { at: '/tarifas' });
    const categories = [
      'Motos',
      'Camperos y camionetas',
      'Carga o mixto',
      'Oficiales especiales',
      'Autos familiares',
      'Vehículos para 6 o más pasajeros',
      'Autos de negocios y taxis',
      'Servicio público urbano',
      'Servicio público intermunicipal',
    ];
    expect(screen.getAllByRole('table', { name: /: tarifas 2026$/ })).toHaveLength(categories.length);
    for (const category of categories) {
      expect(screen.getByRole('table', { name: `${category}: tarifas 2026` })).toBeVisible();
    }
    const motorcycles = screen.getByRole('table', { name: 'Motos: tarifas 2026' });
    expect(within(motorcycles).getByRole('columnheader', { name: 'Total a pagar' })).toBeVisible();
    expect(
      within(motorcycles)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['100', '110', '120', '130', '140', '150']);
  });

  it('marks the codes with the differential risk range and explains it', () => {
    renderPage(<TariffsPage />, { at: '/tarifas' });
    const motorcycles = screen.getByRole('table', { name: 'Motos: tarifas 2026' });
    const column = within(motorcycles)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Rango diferencial');
    const differentialOf = (code: string) => rowOf(code).querySelectorAll('th, td')[column]!.textContent;
    expect(differentialOf('120')).toBe('Sí');
    expect(differentialOf('130')).toBe('No');
    const explanation = screen.getByRole('region', { name: 'Rango diferencial por riesgo' });
    expect(explanation).toHaveTextContent(
      'Los códigos 100, 110, 120, 140, 150, 711, 712, 721, 722, 731, 732, 810, 910, 920 tienen el rango diferencial',
    );
  });

  it('switches to another year of the data and keeps it in the address', async () => {
    renderPage(<TariffsPage />, { at: '/tarifas' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Año de la tabla'), '2025');
    expect(screen.getByRole('heading', { level: 1, name: 'Tarifas SOAT 2025' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/tarifas?anio=2025');
    // 2025's RUNT fee changed on 10 June: the year's first total and the later one
    expect(rowOf('120')).toHaveTextContent(/\$\s326\.300/);
    expect(rowOf('120')).toHaveTextContent(/\$\s326\.600/);
    expect(screen.getAllByRole('columnheader', { name: /^Total con tasa RUNT de \$\s2\.400$/ })).not.toHaveLength(0);
    expect(screen.getByText(/Rigió del 1 de enero de 2025 al 31 de diciembre de 2025/)).toBeVisible();
  });

  it('opens on the year in the address, saying which codes that year has no price for', () => {
    renderPage(<TariffsPage />, { at: '/tarifas?anio=2024' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tarifas SOAT 2024' })).toBeVisible();
    expect(screen.getByLabelText('Año de la tabla')).toHaveValue('2024');
    expect(rowOf('100')).toHaveTextContent(/\$\s72\.100/);
    expect(screen.queryByRole('rowheader', { name: '611' })).toBeNull();
    expect(screen.getByText('Sin valor publicado para 2024: códigos 611, 612, 621, 622.')).toBeVisible();
  });

  it('shows the table in force for a year the data does not have', () => {
    renderPage(<TariffsPage />, { at: '/tarifas?anio=1999' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tarifas SOAT 2026' })).toBeVisible();
  });

  it('filters by vehicle type and announces how many codes are shown', async () => {
    renderPage(<TariffsPage />, { at: '/tarifas' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Tipo de vehículo'), 'Motos');
    expect(screen.getAllByRole('table', { name: /: tarifas 2026$/ })).toHaveLength(1);
    expect(screen.getAllByRole('rowheader')).toHaveLength(6 + 4); // six codes and the coverages table
    expect(countStatus()).toHaveTextContent('Se muestran 6 códigos de tarifa de 2026 en «Motos».');
    await user.selectOptions(screen.getByLabelText('Tipo de vehículo'), 'Todos los tipos de vehículo');
    expect(countStatus()).toHaveTextContent('Se muestran 37 códigos de tarifa de 2026.');
  });

  it('shows a chosen vehicle type at once and filters the tables in a later render, not in the choice itself', async () => {
    renderPage(<TariffsPage />, { at: '/tarifas' });
    const tables = () => screen.getAllByRole('table', { name: /: tarifas 2026$/ });
    const list = screen.getByLabelText<HTMLSelectElement>('Tipo de vehículo');
    // the change as the browser sends it, outside act() (which Testing Library's events are wrapped in):
    // what React renders within the event and the microtasks after it is all there is before the next task
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(list, '1');
      list.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
      expect(list).toHaveValue('1');
      expect(tables()).toHaveLength(9);
      await waitFor(() => expect(tables()).toHaveLength(1));
      expect(countStatus()).toHaveTextContent('Se muestran 6 códigos de tarifa de 2026 en «Motos».');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('lists the coverages per victim and the sources of the figures', () => {
    renderPage(<TariffsPage />, { at: '/tarifas' });
    const coverages = screen.getByRole('table', { name: 'Coberturas por víctima en 2026' });
    const death = within(coverages).getByRole('rowheader', { name: 'Muerte y gastos funerarios' }).closest('tr')!;
    expect(death).toHaveTextContent('750 salarios mínimos diarios (SMLDV)');
    expect(death).toHaveTextContent(/\$\s43\.772\.625/);
    const sources = screen.getByRole('region', { name: 'Fuentes' });
    expect(within(sources).getAllByRole('link').length).toBeGreaterThan(0);
    for (const link of within(sources).getAllByRole('link'))
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });
});
