import { useId } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Flex, Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import type { RatingWeek } from './ratings-api';

/** One colour per number of stars, 1 to 5: from red to green, each told apart from its neighbours. */
const COLOURS = ['#b42318', '#dc6803', '#a3a3a3', '#3b82c4', '#1a7f37'] as const;
const BAR_WIDTH = 24;
const GAP = 12;
const HEIGHT = 160;

/** `2031-03-03` as a short day and month (the week's Monday). */
const weekLabel = (week: string) =>
  new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${week}T00:00:00Z`),
  );

/**
 * The stars week by week as stacked bars (1 star at the bottom), with a legend, a summary for assistive
 * technology and the same figures as a table below it: the chart is never the only way to read them.
 */
export function StarsChart({ weeks }: { weeks: RatingWeek[] }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const captionId = useId();
  const totals = weeks.map(({ conteos }) => conteos.reduce((sum, value) => sum + value, 0));
  const highest = Math.max(1, ...totals);
  const width = weeks.length * (BAR_WIDTH + GAP) + GAP;
  const all = totals.reduce((sum, value) => sum + value, 0);
  return (
    <Stack as="figure" gap="3" aria-labelledby={captionId} m="0">
      <Text as="figcaption" id={captionId} fontWeight="semibold">
        {t('ratings.chartTitle')}
      </Text>
      <Box overflowX="auto">
        <svg
          role="img"
          aria-label={t('ratings.chartSummary', { count: all, weeks: weeks.length })}
          width={width}
          height={HEIGHT + 24}
          viewBox={`0 0 ${width} ${HEIGHT + 24}`}
        >
          {weeks.map(({ semana, conteos }, index) => {
            const x = GAP + index * (BAR_WIDTH + GAP);
            let top = HEIGHT;
            return (
              <g key={semana}>
                {conteos.map((value, stars) => {
                  const height = (value / highest) * (HEIGHT - 8);
                  top -= height;
                  return value > 0 ? (
                    <rect key={stars} x={x} y={top} width={BAR_WIDTH} height={height} fill={COLOURS[stars]} />
                  ) : null;
                })}
                <text x={x + BAR_WIDTH / 2} y={HEIGHT + 16} fontSize="10" textAnchor="middle" fill="currentColor">
                  {weekLabel(semana)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      <Flex as="ul" gap="4" wrap="wrap" listStyleType="none" aria-label={t('ratings.legend')}>
        {COLOURS.map((colour, stars) => (
          <Flex as="li" key={colour} gap="2" align="center">
            <Box w="3" h="3" bg={colour} borderRadius="sm" aria-hidden="true" />
            <Text fontSize="sm">{t('ratings.stars', { count: stars + 1 })}</Text>
          </Flex>
        ))}
      </Flex>
      <details>
        <summary>{t('ratings.chartData')}</summary>
        <Box overflowX="auto" mt="2">
          <table>
            <caption>{t('ratings.chartTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ratings.week')}</th>
                {COLOURS.map((colour, stars) => (
                  <th scope="col" key={colour}>
                    {t('ratings.stars', { count: stars + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map(({ semana, conteos }) => (
                <tr key={semana}>
                  <th scope="row">{weekLabel(semana)}</th>
                  {conteos.map((value, stars) => (
                    <td key={stars}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </details>
    </Stack>
  );
}
