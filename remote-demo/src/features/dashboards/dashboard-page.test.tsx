import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, formatNumber } from '@soat/shared/format';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { DashboardData } from './api/dashboards-api';

beforeAll(setUpDemo);

/** Money as an element's text content reads (its no-break space a space). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

/** The seed's data of a dashboard, as the mock API answers it. */
const dataOf = <Name extends keyof DashboardData>(name: Name) =>
  demoApi.get<DashboardData[Name]>(`api/dashboards/${name}`);

/** A chart's figure by its title: its drawing and the data table that stands for it. */
function figure(title: string | RegExp) {
  const found = screen.getByRole('figure', { name: title });
  return {
    element: found,
    svg: found.querySelector('svg')!,
    rows: () =>
      within(within(found).getByRole('table', { hidden: true }))
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
  };
}

async function openDashboard(name: string, title: string) {
  renderDemo(`/demo/dashboards/${name}`);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

const dayName = { Mon: 'lun', Tue: 'mar', Wed: 'mié', Thu: 'jue', Fri: 'vie', Sat: 'sáb', Sun: 'dom' };

describe('the project dashboard', () => {
  it("shows this week's issues as bars and a line, with its figures and table", async () => {
    const data = await dataOf('project');
    await openDashboard('project', 'Proyecto');
    await screen.findByRole('region', { name: 'Incidencias de GitHub' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Incidencias de GitHub', 'Distribución de tareas', 'Detalle del presupuesto', 'Agenda']),
    );

    const issues = figure('Incidencias por día');
    const [line, columns] = data.githubIssues.series['this-week']!;
    // one bar a day for the column series, a path for the line series
    expect(issues.svg.querySelectorAll('[data-series="Incidencias cerradas"] rect')).toHaveLength(7);
    expect(issues.svg.querySelector('[data-series="Incidencias nuevas"] path')).toHaveAttribute('d');
    expect(issues.rows()).toEqual(
      data.githubIssues.labels.map((day, index) => [
        dayName[day as keyof typeof dayName],
        formatNumber(line!.data[index]!),
        formatNumber(columns!.data[index]!),
      ]),
    );
    // its text alternative: each series' total and highest day
    const total = line!.data.reduce((sum, value) => sum + value, 0);
    expect(issues.element).toHaveAccessibleDescription(
      new RegExp(
        `^Incidencias nuevas: ${formatNumber(total)} en total, máximo ${formatNumber(Math.max(...line!.data))}`,
      ),
    );
    const issuesRegion = screen.getByRole('region', { name: 'Incidencias de GitHub' });
    expect(within(issuesRegion).getByText('Nuevas').nextSibling).toHaveTextContent(
      formatNumber(data.githubIssues.overview['this-week']!.newIssues),
    );
  });

  it('switches its figures to last week', async () => {
    const data = await dataOf('project');
    await openDashboard('project', 'Proyecto');
    await screen.findByRole('region', { name: 'Incidencias de GitHub' });
    const before = figure('Incidencias por día').rows();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'La semana pasada');

    const after = figure('Incidencias por día').rows();
    expect(after).not.toEqual(before);
    expect(after.map((row) => row[1])).toEqual(
      data.githubIssues.series['last-week']![0]!.data.map((value) => formatNumber(value)),
    );
    const tasks = figure('Tareas por área');
    expect(tasks.rows().map((row) => row[1])).toEqual(
      data.taskDistribution.series['last-week']!.map((value) => formatNumber(value)),
    );
    expect(tasks.svg.querySelectorAll('path[data-slice]')).toHaveLength(4);
    const issuesRegion = screen.getByRole('region', { name: 'Incidencias de GitHub' });
    expect(within(issuesRegion).getByText('Nuevas').nextSibling).toHaveTextContent(
      formatNumber(data.githubIssues.overview['last-week']!.newIssues),
    );
  });

  it("lists the budget's details and the team from the data", async () => {
    const data = await dataOf('project');
    await openDashboard('project', 'Proyecto');
    const table = await screen.findByRole('table', { name: 'Detalle del presupuesto' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(data.budgetDetails.rows.length);
    const first = data.budgetDetails.rows[0]!;
    expect(rows[0]).toHaveTextContent(money(first.total));
    expect(rows[0]).toHaveTextContent(money(first.remainingAmount));
    const team = within(screen.getByRole('region', { name: 'Equipo' })).getAllByRole('listitem');
    expect(team.map((item) => item.querySelector('p')!.textContent)).toEqual(
      data.teamMembers.map((member) => member.name),
    );
  });
});

describe('the analytics dashboard', () => {
  it("shows this year's visitors and switches to last year's", async () => {
    const data = await dataOf('analytics');
    await openDashboard('analytics', 'Analítica');
    const visitors = await screen.findByRole('figure', { name: 'Visitantes por día (Este año)' });
    expect(visitors.querySelector('[data-series="Visitantes"] path')).toHaveAttribute('d');
    const values = (period: 'this-year' | 'last-year') =>
      data.visitors.series[period]![0]!.data.map((point) => formatNumber(point.y));
    expect(
      figure('Visitantes por día (Este año)')
        .rows()
        .map((row) => row[1]),
    ).toEqual(values('this-year'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'El año pasado');

    expect(
      figure('Visitantes por día (El año pasado)')
        .rows()
        .map((row) => row[1]),
    ).toEqual(values('last-year'));
    expect(values('last-year')).not.toEqual(values('this-year'));
  });

  it('draws the counts as bars and the visitors’ make-up as rings', async () => {
    const data = await dataOf('analytics');
    await openDashboard('analytics', 'Analítica');
    const conversions = await screen.findByRole('figure', { name: 'Conversiones' });
    expect(conversions.querySelectorAll('rect')).toHaveLength(7);
    expect(conversions).toHaveTextContent(`Total: ${formatNumber(data.conversions.amount)}`);
    const gender = figure('Género');
    expect(gender.svg.querySelectorAll('path[data-slice]')).toHaveLength(2);
    expect(gender.rows()).toEqual([
      ['Hombres', formatNumber(data.gender.series[0]!)],
      ['Mujeres', formatNumber(data.gender.series[1]!)],
    ]);
    expect(screen.getByRole('region', { name: 'Visitantes frente a páginas vistas' })).toHaveTextContent(
      formatNumber(data.visitorsVsPageViews.overallScore),
    );
  });
});

describe('the finance dashboard', () => {
  it('shows the balance as two lines and the recent transactions as rows', async () => {
    const data = await dataOf('finance');
    await openDashboard('finance', 'Finanzas');
    const balance = await screen.findByRole('figure', { name: 'Saldo previsto y real por día' });
    expect(balance.querySelectorAll('[data-series] path')).toHaveLength(2);
    expect(within(balance).getByRole('table', { hidden: true }).querySelectorAll('tbody tr')).toHaveLength(30);

    const table = screen.getByRole('table', { name: 'Transacciones recientes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      data.recentTransactions.map((transaction) => transaction.transactionId),
    );
    expect(rows[0]).toHaveTextContent(money(data.recentTransactions[0]!.amount));
    expect(screen.getByRole('region', { name: 'Presupuesto' })).toHaveTextContent(money(data.budget.expenses));
    expect(screen.getByRole('heading', { level: 2, name: 'Extracto actual' })).toBeInTheDocument();
  });
});

describe('the crypto dashboard', () => {
  it("shows bitcoin's price, the wallets and the watchlist", async () => {
    const data = await dataOf('crypto');
    await openDashboard('crypto', 'Criptomonedas');
    const price = await screen.findByRole('figure', {
      name: `Precio de BTC, últimos ${data.btc.price.series[0]!.data.length} días`,
    });
    expect(price.querySelector('[data-series="Precio"] path')).toHaveAttribute('d');
    // a price is summed up by its range and its last value, not by a total
    const prices = data.btc.price.series[0]!.data.map((point) => point.y);
    expect(price).toHaveAccessibleDescription(
      `Precio: de ${formatMoney(Math.min(...prices))} a ${formatMoney(Math.max(...prices))} (máximo: ${new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(data.btc.price.series[0]!.data[prices.indexOf(Math.max(...prices))]!.x))}), último ${formatMoney(prices.at(-1)!)}.`,
    );
    expect(screen.getByRole('region', { name: 'Bitcoin (BTC)' })).toHaveTextContent(money(data.btc.amount));

    const wallets = within(screen.getByRole('table', { name: 'Billeteras' }))
      .getAllByRole('row')
      .slice(1);
    expect(wallets.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['BTC', 'ETH', 'BCH', 'XRP']);
    expect(wallets[0]).toHaveTextContent(money(data.prices.btc! * data.wallets.btc!));

    const watchlist = screen.getByRole('region', { name: 'Seguimiento' });
    expect(
      within(watchlist)
        .getAllByRole('figure')
        .map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(data.watchlist.map((coin) => coin.title));
  });
});

describe('the dashboards', () => {
  it('offer a retry when the data could not be loaded, and show it then', async () => {
    const answer = demoApi.get;
    let failures = 0;
    // the dashboard's first call fails; every other call (the shell's) is answered
    const get = jest
      .spyOn(demoApi, 'get')
      .mockImplementation((path, query) =>
        path.startsWith('api/dashboards/') && failures++ === 0
          ? Promise.reject(new Error('down'))
          : answer(path, query),
      );
    renderDemo('/demo/dashboards/finance');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('figure', { name: 'Saldo previsto y real por día' })).toBeInTheDocument();
    expect(failures).toBe(2);
    get.mockRestore();
  });

  it('say "not found" for a dashboard that does not exist', async () => {
    renderDemo('/demo/dashboards/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Proyecto' })).toBeInTheDocument();
  });
});
