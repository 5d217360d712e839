import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { DataTable } from '../../components/data-table';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ProjectData } from './api/dashboards-api';
import { ChartFigure, DonutChart, legendOf, SeriesChart, seriesTable, type Series } from './charts';
import {
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  PeriodSelect,
  PERIODS,
  Row,
  Section,
  Stats,
  useSeriesSummary,
  useSliceSummary,
  useTerm,
  type WeekPeriod,
} from './dashboard-parts';

const ISSUE_FIGURES = ['newIssues', 'closedIssues', 'fixed', 'wontFix', 'reOpened', 'needsTriage'] as const;
const EXPENSES = ['weeklyExpenses', 'monthlyExpenses', 'yearlyExpenses'] as const;

/** `demo/dashboards/project`: issues and tasks by week, the schedule, the budget and the team. */
export function ProjectDashboard({ data }: { data: ProjectData }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const term = useTerm();
  const seriesSummary = useSeriesSummary();
  const sliceSummary = useSliceSummary();
  const [period, setPeriod] = useState<WeekPeriod>('this-week');

  const { githubIssues, taskDistribution, budgetDistribution } = data;
  const days = githubIssues.labels;
  const issues: Series[] = (githubIssues.series[period] ?? []).map((one) => ({
    name: term(one.name),
    data: one.data,
    kind: one.type === 'line' ? 'line' : 'bar',
  }));
  const issueFigures = githubIssues.overview[period];
  const tasks = taskDistribution.labels.map((label, index) => ({
    label: term(label),
    value: taskDistribution.series[period]?.[index] ?? 0,
  }));
  const taskFigures = taskDistribution.overview[period];
  const budget = budgetDistribution.series.map((one) => ({ name: term(one.name), data: one.data }));
  const categories = budgetDistribution.categories.map(term);

  return (
    <Stack gap="4">
      <PeriodSelect periods={PERIODS.week} value={period} onChange={setPeriod} />
      <Section title={t('dashboards.projectBoard.issues')}>
        {issueFigures && (
          <Stats
            items={ISSUE_FIGURES.map((key) => ({
              label: t(`dashboards.projectBoard.${key}`),
              value: formatNumber(issueFigures[key]),
            }))}
          />
        )}
        <ChartFigure
          level="h3"
          title={t('dashboards.projectBoard.issuesByDay')}
          summary={seriesSummary(days, issues, formatNumber, term)}
          table={seriesTable(t('dashboards.day'), days, issues, formatNumber, term)}
          legend={legendOf(issues.map((one) => one.name))}
        >
          <SeriesChart labels={days} series={issues} tickLabel={term} />
        </ChartFigure>
      </Section>
      <Row>
        <Section title={t('dashboards.projectBoard.tasks')}>
          {taskFigures && (
            <Stats
              items={[
                { label: t('dashboards.projectBoard.newTasks'), value: formatNumber(taskFigures.new) },
                { label: t('dashboards.projectBoard.completedTasks'), value: formatNumber(taskFigures.completed) },
              ]}
            />
          )}
          <ChartFigure
            level="h3"
            title={t('dashboards.projectBoard.tasksByArea')}
            summary={sliceSummary(tasks)}
            table={{
              columns: [t('dashboards.projectBoard.area'), t('dashboards.projectBoard.tasksColumn')],
              rows: tasks.map((slice) => ({ label: slice.label, values: [formatNumber(slice.value)] })),
            }}
            legend={legendOf(tasks.map((slice) => slice.label))}
          >
            <DonutChart slices={tasks} />
          </ChartFigure>
        </Section>
        <ChartFigure
          title={t('dashboards.projectBoard.budgetDistribution')}
          summary={seriesSummary(categories, budget, formatPercent, undefined, 'range')}
          table={seriesTable(t('dashboards.projectBoard.category'), categories, budget, formatPercent)}
        >
          <SeriesChart labels={categories} series={budget} width={440} />
        </ChartFigure>
      </Row>
      <Row columns={3}>
        {EXPENSES.map((key) => {
          const expenses = data[key];
          const labels = expenses.labels.map(term);
          const series = expenses.series.map((one) => ({ name: term(one.name), data: one.data }));
          return (
            <ChartFigure
              key={key}
              title={t(`dashboards.projectBoard.${key}`)}
              summary={`${t('dashboards.total')}: ${formatMoney(expenses.amount)}. ${seriesSummary(labels, series, formatMoney)}`}
              table={seriesTable(t('dashboards.day'), labels, series, formatMoney)}
            >
              <SeriesChart labels={labels} series={series} width={320} height={200} />
            </ChartFigure>
          );
        })}
      </Row>
      <Section landmark={false} title={t('dashboards.projectBoard.budgetDetails')}>
        <BudgetDetails rows={data.budgetDetails.rows} />
      </Section>
      <Row>
        <Section title={t('dashboards.projectBoard.schedule')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Schedule title={t('dashboards.projectBoard.today')} events={data.schedule.today} />
            <Schedule title={t('dashboards.projectBoard.tomorrow')} events={data.schedule.tomorrow} />
          </SimpleGrid>
        </Section>
        <Section title={t('dashboards.projectBoard.team')}>
          {data.teamMembers.length === 0 ? (
            <Text>{t('dashboards.empty')}</Text>
          ) : (
            <List.Root variant="plain" gap="3" aria-label={t('dashboards.projectBoard.team')}>
              {data.teamMembers.map((member) => (
                <List.Item key={member.id} display="block">
                  <Text fontWeight="semibold">{member.name}</Text>
                  <Text fontSize="sm">{member.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {member.email} · {member.phone}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Section>
      </Row>
    </Stack>
  );
}

function BudgetDetails({ rows }: { rows: ProjectData['budgetDetails']['rows'] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const term = useTerm();
  if (rows.length === 0) return <Text>{t('dashboards.empty')}</Text>;
  return (
    <DataTable caption={t('dashboards.projectBoard.budgetDetails')}>
      <thead>
        <tr>
          <th scope="col">{t('dashboards.projectBoard.category')}</th>
          <th scope="col" data-numeric>
            {t('dashboards.total')}
          </th>
          <th scope="col" data-numeric>
            {t('dashboards.projectBoard.spent')}
          </th>
          <th scope="col" data-numeric>
            {t('dashboards.projectBoard.spentShare')}
          </th>
          <th scope="col" data-numeric>
            {t('dashboards.projectBoard.remaining')}
          </th>
          <th scope="col" data-numeric>
            {t('dashboards.projectBoard.remainingShare')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{term(row.type)}</th>
            <td data-numeric>{formatMoney(row.total)}</td>
            <td data-numeric>{formatMoney(row.expensesAmount)}</td>
            <td data-numeric>{formatPercent(row.expensesPercentage)}</td>
            <td data-numeric>{formatMoney(row.remainingAmount)}</td>
            <td data-numeric>{formatPercent(row.remainingPercentage)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function Schedule({ title, events }: { title: string; events: ProjectData['schedule']['today'] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {events.length === 0 ? (
        <Text>{t('dashboards.projectBoard.noEvents')}</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label={title}>
          {events.map((event) => (
            <List.Item key={`${event.time}-${event.title}`} display="block">
              <Text>{event.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={event.time}>{formatDateTime(event.time)}</time> · {event.location}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
