import { useTranslation } from '@soat/shared/i18n';
import { Stack, Text } from '@soat/shared/ui';
import { DataTable } from '../../components/data-table';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { CryptoData } from './api/dashboards-api';
import { ChartFigure, SeriesChart, seriesTable, type Series } from './charts';
import {
  formatDay,
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatPercent,
  Row,
  Section,
  Stats,
  useSeriesSummary,
  useTerm,
} from './dashboard-parts';

type Trend = CryptoData['btc']['trend'];

/** `demo/dashboards/crypto`: bitcoin's price, the wallets' worth and the watchlist. */
export function CryptoDashboard({ data }: { data: CryptoData }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const term = useTerm();
  const seriesSummary = useSeriesSummary();
  const trend = (value: Trend) =>
    t(`dashboards.cryptoBoard.trend.${value.dir === 'up' ? 'up' : 'down'}`, { amount: formatPercent(value.amount) });
  const { btc } = data;
  const labels = btc.price.series[0]?.data.map((point) => point.x) ?? [];
  const price: Series[] = btc.price.series.map((one) => ({
    name: term(one.name),
    data: one.data.map((point) => point.y),
    kind: 'area',
  }));
  const coins = Object.keys(data.prices);

  return (
    <Stack gap="4">
      <Section title={t('dashboards.cryptoBoard.bitcoin')}>
        <Stats
          items={[
            { label: t('dashboards.cryptoBoard.price'), value: formatMoney(btc.amount) },
            { label: t('dashboards.cryptoBoard.trendLabel'), value: trend(btc.trend) },
            { label: t('dashboards.cryptoBoard.marketCap'), value: formatMoney(btc.marketCap) },
            { label: t('dashboards.cryptoBoard.volume'), value: formatMoney(btc.volume) },
            { label: t('dashboards.cryptoBoard.supply'), value: formatNumber(btc.supply) },
            { label: t('dashboards.cryptoBoard.allTimeHigh'), value: formatMoney(btc.allTimeHigh) },
          ]}
        />
        <ChartFigure
          level="h3"
          title={t('dashboards.cryptoBoard.priceByDay', { days: labels.length })}
          summary={seriesSummary(labels, price, formatMoney, formatDay, 'range')}
          table={seriesTable(t('dashboards.day'), labels, price, formatMoney, formatDay)}
        >
          <SeriesChart labels={labels} series={price} tickLabel={formatDayMonth} />
        </ChartFigure>
      </Section>
      <Section landmark={false} title={t('dashboards.cryptoBoard.wallets')}>
        {coins.length === 0 ? (
          <Text>{t('dashboards.empty')}</Text>
        ) : (
          <DataTable caption={t('dashboards.cryptoBoard.wallets')}>
            <thead>
              <tr>
                <th scope="col">{t('dashboards.cryptoBoard.coin')}</th>
                <th scope="col" data-numeric>
                  {t('dashboards.cryptoBoard.price')}
                </th>
                <th scope="col" data-numeric>
                  {t('dashboards.cryptoBoard.holding')}
                </th>
                <th scope="col" data-numeric>
                  {t('dashboards.cryptoBoard.worth')}
                </th>
              </tr>
            </thead>
            <tbody>
              {coins.map((coin) => {
                const held = data.wallets[coin] ?? 0;
                const each = data.prices[coin] ?? 0;
                return (
                  <tr key={coin}>
                    <th scope="row">{coin.toUpperCase()}</th>
                    <td data-numeric>{formatMoney(each)}</td>
                    <td data-numeric>{formatNumber(held)}</td>
                    <td data-numeric>{formatMoney(each * held)}</td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </Section>
      <Section title={t('dashboards.cryptoBoard.watchlist')}>
        <Row columns={2}>
          {data.watchlist.map((coin) => {
            const days = coin.series[0]?.data.map((point) => point.x) ?? [];
            const series: Series[] = coin.series.map((one) => ({
              name: term(one.name),
              data: one.data.map((point) => point.y),
              kind: 'line',
            }));
            return (
              <ChartFigure
                key={coin.iso}
                level="h3"
                title={coin.title}
                summary={`${t('dashboards.cryptoBoard.price')}: ${formatMoney(coin.amount)}, ${trend(coin.trend)}. ${seriesSummary(days, series, formatNumber, formatDay, 'range')}`}
                table={seriesTable(t('dashboards.day'), days, series, formatNumber, formatDay)}
              >
                <SeriesChart labels={days} series={series} tickLabel={formatDayMonth} width={400} height={200} />
              </ChartFigure>
            );
          })}
        </Row>
      </Section>
    </Stack>
  );
}
