import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Card, Flex, Heading, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { ChartBoundary } from './chart-boundary';
import type { OperationsPanel, PanelSeries } from './operations-api';
import { colourOf, formatValue, highestValue, latestValue } from './panel-values';

// the chart library comes with the first panel drawn, never with the back office's other pages
const PanelChart = lazy(() => import('./panel-chart'));

/** The leased queues' names as the API labels them (api/src/lib/leased-queue.ts's queues). */
const QUEUE_NAMES = ['email-job', 'refund', 'runt-report', 'electronic-document'];

/**
 * One panel: its title, the chart (an image to assistive technology, with what it shows in words), a legend
 * and, in a disclosure any keyboard opens, the table of each series' latest and highest value.
 */
export function OperationsPanelCard({ panel, times }: { panel: OperationsPanel; times: number[] }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const titleId = useId();
  const title = t(`operations.panels.${panel.id}`, { defaultValue: panel.titulo });
  const nameOf = (series: PanelSeries) =>
    QUEUE_NAMES.includes(series.nombre) ? t(`operations.queues.${series.nombre}`) : series.nombre;
  const latest = panel.series
    .map((series) => `${nameOf(series)}: ${formatValue(latestValue(series), panel.unidad)}`)
    .join('; ');
  const summary =
    panel.series.length === 0
      ? t('operations.noData')
      : t('operations.chartSummary', { count: panel.series.length, latest });

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        {panel.series.length === 0 ? (
          <Text color="fg.muted">{t('operations.noData')}</Text>
        ) : (
          <>
            <Box role="img" aria-label={summary}>
              <ChartBoundary fallback={<Text color="fg.muted">{t('operations.chartFailed')}</Text>}>
                <Suspense fallback={<Box minH="200px" />}>
                  <PanelChart times={times} series={panel.series} unit={panel.unidad} />
                </Suspense>
              </ChartBoundary>
            </Box>
            <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" aria-label={t('operations.legend')}>
              {panel.series.map((series, index) => (
                <Flex as="li" key={`${series.nombre}-${index}`} gap="2" align="center">
                  <Box w="3" h="3" bg={colourOf(index)} borderRadius="sm" aria-hidden="true" />
                  <Text fontSize="sm">{nameOf(series)}</Text>
                </Flex>
              ))}
            </Flex>
            <details>
              <summary>{t('operations.showData')}</summary>
              <Box
                overflowX="auto"
                mt="2"
                css={{ '& th, & td': { paddingInline: '2', paddingBlock: '1', textAlign: 'start' } }}
              >
                <table>
                  <caption>{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('operations.series')}</th>
                      <th scope="col">{t('operations.latest')}</th>
                      <th scope="col">{t('operations.highest')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {panel.series.map((series, index) => (
                      <tr key={`${series.nombre}-${index}`}>
                        <th scope="row">{nameOf(series)}</th>
                        <td>{formatValue(latestValue(series), panel.unidad)}</td>
                        <td>{formatValue(highestValue(series), panel.unidad)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            </details>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
