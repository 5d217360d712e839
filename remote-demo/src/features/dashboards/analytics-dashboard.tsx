import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Stack } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { AnalyticsData } from './api/dashboards-api';
import { ChartFigure, DonutChart, legendOf, SeriesChart, seriesTable, type Series } from './charts';
import {
  formatDay,
  formatDayMonth,
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
  type YearPeriod,
} from './dashboard-parts';

const COUNTS = ['conversions', 'impressions', 'visits'] as const;
const SHARES = ['newVsReturning', 'gender', 'age', 'language'] as const;

/** Series of points ({x: date, y}) as labels and values. */
function pointSeries(series: { name: string; data: { x: string; y: number }[] }[], term: (name: string) => string) {
  return {
    labels: series[0]?.data.map((point) => point.x) ?? [],
    series: series.map((one) => ({ name: term(one.name), data: one.data.map((point) => point.y) })),
  };
}

/** `demo/dashboards/analytics`: visitors by year, conversions, page views and the visitors' make-up. */
export function AnalyticsDashboard({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const term = useTerm();
  const seriesSummary = useSeriesSummary();
  const sliceSummary = useSliceSummary();
  const [period, setPeriod] = useState<YearPeriod>('this-year');

  const visitors = pointSeries(data.visitors.series[period] ?? [], term);
  const visitorsSeries: Series[] = visitors.series.map((one) => ({ ...one, kind: 'area' }));
  const pageViews = pointSeries(data.visitorsVsPageViews.series, term);
  const pageViewsSeries: Series[] = pageViews.series.map((one) => ({ ...one, kind: 'line' }));

  return (
    <Stack gap="4">
      <Section
        title={t('dashboards.analyticsBoard.visitors')}
        actions={<PeriodSelect periods={PERIODS.year} value={period} onChange={setPeriod} />}
      >
        <ChartFigure
          level="h3"
          title={t('dashboards.analyticsBoard.visitorsByDay', { period: t(`dashboards.periods.${period}`) })}
          summary={seriesSummary(visitors.labels, visitorsSeries, formatNumber, formatDay)}
          table={seriesTable(t('dashboards.day'), visitors.labels, visitorsSeries, formatNumber, formatDay)}
        >
          <SeriesChart labels={visitors.labels} series={visitorsSeries} tickLabel={formatDayMonth} />
        </ChartFigure>
      </Section>
      <Row columns={3}>
        {COUNTS.map((key) => {
          const { amount, labels, series: raw } = data[key];
          const series = raw.map((one) => ({ name: term(one.name), data: one.data }));
          return (
            <ChartFigure
              key={key}
              title={t(`dashboards.analyticsBoard.${key}`)}
              summary={`${t('dashboards.total')}: ${formatNumber(amount)}. ${seriesSummary(labels, series, formatNumber, formatDay)}`}
              table={seriesTable(t('dashboards.day'), labels, series, formatNumber, formatDay)}
            >
              <SeriesChart labels={labels} series={series} tickLabel={formatDayMonth} width={320} height={200} />
            </ChartFigure>
          );
        })}
      </Row>
      <Section title={t('dashboards.analyticsBoard.visitorsVsPageViews')}>
        <Stats
          items={[
            {
              label: t('dashboards.analyticsBoard.overallScore'),
              value: formatNumber(data.visitorsVsPageViews.overallScore),
            },
            {
              label: t('dashboards.analyticsBoard.averageRatio'),
              value: formatPercent(data.visitorsVsPageViews.averageRatio),
            },
            {
              label: t('dashboards.analyticsBoard.predictedRatio'),
              value: formatPercent(data.visitorsVsPageViews.predictedRatio),
            },
          ]}
        />
        <ChartFigure
          level="h3"
          title={t('dashboards.analyticsBoard.pageViewsByDay')}
          summary={seriesSummary(pageViews.labels, pageViewsSeries, formatNumber, formatDay)}
          table={seriesTable(t('dashboards.day'), pageViews.labels, pageViewsSeries, formatNumber, formatDay)}
          legend={legendOf(pageViewsSeries.map((one) => one.name))}
        >
          <SeriesChart labels={pageViews.labels} series={pageViewsSeries} tickLabel={formatDayMonth} />
        </ChartFigure>
      </Section>
      <Row columns={4}>
        {SHARES.map((key) => {
          const share = data[key];
          const slices = share.labels.map((label, index) => ({ label: term(label), value: share.series[index] ?? 0 }));
          return (
            <ChartFigure
              key={key}
              title={t(`dashboards.analyticsBoard.${key}`)}
              summary={`${t('dashboards.analyticsBoard.uniqueVisitors')}: ${formatNumber(share.uniqueVisitors)}. ${sliceSummary(slices)}`}
              table={{
                columns: [t('dashboards.analyticsBoard.group'), t('dashboards.analyticsBoard.share')],
                rows: slices.map((slice) => ({ label: slice.label, values: [formatNumber(slice.value)] })),
              }}
              legend={legendOf(slices.map((slice) => slice.label))}
            >
              <DonutChart slices={slices} size={140} />
            </ChartFigure>
          );
        })}
      </Row>
    </Stack>
  );
}
