/** @jest-environment node */
import { DASHBOARDS } from './dashboards';
import { createTestApi } from './testing/mock-client';

describe('api/dashboards', () => {
  it.each(DASHBOARDS)('GET %s answers its data', async (name) => {
    const { get, store } = createTestApi();
    expect(await get(`api/dashboards/${name}`)).toEqual({ status: 200, body: store.dashboards[name] });
  });

  it('analytics holds every panel, the visitors by this-year and last-year', async () => {
    const { body } = await createTestApi().get('api/dashboards/analytics');
    expect(Object.keys(body).sort()).toEqual(
      [
        'age',
        'conversions',
        'gender',
        'impressions',
        'language',
        'newVsReturning',
        'visitors',
        'visitorsVsPageViews',
        'visits',
      ].sort(),
    );
    expect(Object.keys(body.visitors.series)).toEqual(['this-year', 'last-year']);
  });

  it('crypto holds btc, prices, wallets and the watchlist', async () => {
    const { body } = await createTestApi().get('api/dashboards/crypto');
    expect(Object.keys(body).sort()).toEqual(['btc', 'prices', 'wallets', 'watchlist']);
  });

  it('finance: the previous statement paid, the current pending, transactions completed or pending', async () => {
    const { body } = await createTestApi().get('api/dashboards/finance');
    expect(body.previousStatement.status).toBe('paid');
    expect(body.currentStatement.status).toBe('pending');
    for (const statement of [body.previousStatement, body.currentStatement]) {
      expect(Object.keys(statement).sort()).toEqual(['date', 'limit', 'minimum', 'spent', 'status']);
    }
    const statuses = new Set(body.recentTransactions.map((transaction: { status: string }) => transaction.status));
    expect(statuses).toEqual(new Set(['completed', 'pending']));
    for (const transaction of body.recentTransactions) {
      expect(Object.keys(transaction).sort()).toEqual(['amount', 'date', 'id', 'name', 'status', 'transactionId']);
    }
  });

  it('project: issues and tasks by this-week and last-week, and team members with contact details', async () => {
    const { body } = await createTestApi().get('api/dashboards/project');
    expect(Object.keys(body.githubIssues.series)).toEqual(['this-week', 'last-week']);
    expect(Object.keys(body.taskDistribution.series)).toEqual(['this-week', 'last-week']);
    for (const key of [
      'weeklyExpenses',
      'monthlyExpenses',
      'yearlyExpenses',
      'budgetDetails',
      'budgetDistribution',
      'schedule',
    ]) {
      expect(body).toHaveProperty(key);
    }
    for (const member of body.teamMembers) {
      expect(Object.keys(member).sort()).toEqual(['avatar', 'email', 'id', 'name', 'phone', 'title']);
    }
  });
});
