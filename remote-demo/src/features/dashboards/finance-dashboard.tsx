import { useTranslation } from '@soat/shared/i18n';
import { Box, List, Stack, Text } from '@soat/shared/ui';
import { DataTable } from '../../components/data-table';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { FinanceData } from './api/dashboards-api';
import { ChartFigure, legendOf, SeriesChart, seriesTable, type Series } from './charts';
import {
  formatDay,
  formatDayMonth,
  formatMoney,
  formatPercent,
  Row,
  Section,
  Stats,
  useSeriesSummary,
  useTerm,
} from './dashboard-parts';

const BUDGET = [
  { key: 'expenses', value: 'expenses', limit: 'expensesLimit' },
  { key: 'savings', value: 'savings', limit: 'savingsGoal' },
  { key: 'bills', value: 'bills', limit: 'billsLimit' },
] as const;

/** `demo/dashboards/finance`: the account's balance, the budget, the statements and the latest transactions. */
export function FinanceDashboard({ data }: { data: FinanceData }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const term = useTerm();
  const seriesSummary = useSeriesSummary();
  const { accountBalance, budget } = data;
  const labels = accountBalance.series[0]?.data.map((point) => point.x) ?? [];
  const balance: Series[] = accountBalance.series.map((one) => ({
    name: term(one.name),
    data: one.data.map((point) => point.y),
    kind: 'line',
  }));

  return (
    <Stack gap="4">
      <Section title={t('dashboards.financeBoard.accountBalance')}>
        <Stats
          items={[
            { label: t('dashboards.financeBoard.growRate'), value: formatPercent(accountBalance.growRate) },
            { label: t('dashboards.financeBoard.ami'), value: formatMoney(accountBalance.ami) },
          ]}
        />
        <ChartFigure
          level="h3"
          title={t('dashboards.financeBoard.balanceByDay')}
          summary={seriesSummary(labels, balance, formatMoney, formatDay, 'range')}
          table={seriesTable(t('dashboards.day'), labels, balance, formatMoney, formatDay)}
          legend={legendOf(balance.map((one) => one.name))}
        >
          <SeriesChart labels={labels} series={balance} tickLabel={formatDayMonth} />
        </ChartFigure>
      </Section>
      <Row columns={3}>
        <Section title={t('dashboards.financeBoard.budget')}>
          <List.Root variant="plain" gap="4">
            {BUDGET.map(({ key, value, limit }) => {
              const share = Math.min(100, Math.round((budget[value] / budget[limit]) * 1000) / 10);
              return (
                <List.Item key={key} display="block">
                  <Text fontWeight="medium">{t(`dashboards.financeBoard.${key}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('dashboards.financeBoard.ofLimit', {
                      value: formatMoney(budget[value]),
                      limit: formatMoney(budget[limit]),
                      share: formatPercent(share),
                    })}
                  </Text>
                  <Box h="2" mt="1" borderRadius="full" bg="colorPalette.muted" aria-hidden="true">
                    <Box h="full" borderRadius="full" bg="colorPalette.solid" style={{ width: `${share}%` }} />
                  </Box>
                </List.Item>
              );
            })}
          </List.Root>
        </Section>
        <Statement title={t('dashboards.financeBoard.previousStatement')} statement={data.previousStatement} />
        <Statement title={t('dashboards.financeBoard.currentStatement')} statement={data.currentStatement} />
      </Row>
      <Section landmark={false} title={t('dashboards.financeBoard.recentTransactions')}>
        <Transactions transactions={data.recentTransactions} />
      </Section>
    </Stack>
  );
}

function Statement({ title, statement }: { title: string; statement: FinanceData['currentStatement'] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Section title={title}>
      <Text fontSize="sm">
        {t(`dashboards.financeBoard.statementStatus.${statement.status}`, { date: formatDay(statement.date) })}
      </Text>
      <Stats
        narrow
        items={[
          { label: t('dashboards.financeBoard.limit'), value: formatMoney(statement.limit) },
          { label: t('dashboards.financeBoard.spent'), value: formatMoney(statement.spent) },
          { label: t('dashboards.financeBoard.minimum'), value: formatMoney(statement.minimum) },
        ]}
      />
    </Section>
  );
}

function Transactions({ transactions }: { transactions: FinanceData['recentTransactions'] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (transactions.length === 0) return <Text>{t('dashboards.empty')}</Text>;
  return (
    <DataTable caption={t('dashboards.financeBoard.recentTransactions')}>
      <thead>
        <tr>
          <th scope="col">{t('dashboards.financeBoard.transactionId')}</th>
          <th scope="col">{t('dashboards.financeBoard.name')}</th>
          <th scope="col">{t('dashboards.financeBoard.date')}</th>
          <th scope="col" data-numeric>
            {t('dashboards.financeBoard.amount')}
          </th>
          <th scope="col">{t('dashboards.financeBoard.status')}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <tr key={transaction.id}>
            <th scope="row">{transaction.transactionId}</th>
            <td>{transaction.name}</td>
            <td>{formatDay(transaction.date)}</td>
            <Box as="td" data-numeric color={transaction.amount < 0 ? 'fg.error' : undefined}>
              {formatMoney(transaction.amount)}
            </Box>
            <td>{t(`dashboards.financeBoard.transactionStatus.${transaction.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
