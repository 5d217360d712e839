// The dashboards' charts: SVG drawn with visx (scales, shapes, axes; no chart framework), coloured by the
// theme's CSS variables, each in a figure with a visible title, a summary and its data as a table for
// screen readers. The SVG has a fixed viewBox and scales to its box, so it needs no measuring.
import { useId, type ReactNode } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath, Pie } from '@visx/shape';
import { Box, Card, Flex, Heading, HStack, Text } from '@soat/shared/ui';

/** Series colours: the theme's own first, then colours with at least 3:1 against the panel. */
export const CHART_COLORS = [
  'var(--chakra-colors-color-palette-solid)',
  'var(--chakra-colors-orange-600)',
  'var(--chakra-colors-teal-600)',
  'var(--chakra-colors-pink-600)',
  'var(--chakra-colors-gray-500)',
];
const MUTED = 'var(--chakra-colors-fg-muted)';
const GRID = 'var(--chakra-colors-border)';

const SVG_STYLE = { display: 'block', height: 'auto', overflow: 'visible' } as const;

const compact = new Intl.NumberFormat('es-CO', { notation: 'compact', maximumFractionDigits: 1 });

export interface Series {
  name: string;
  data: number[];
  /** bars by default; lines and areas are drawn over them */
  kind?: 'bar' | 'line' | 'area';
}

export interface FigureTable {
  /** the header of the labels' column, then one per value */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

interface ChartFigureProps {
  title: string;
  /** the chart's text alternative, shown under it */
  summary: string;
  table: FigureTable;
  legend?: { name: string; color: string }[];
  level?: 'h2' | 'h3';
  children: ReactNode;
}

/** A chart in a figure: its title, the drawing, a legend, a summary and its data as a hidden table. */
export function ChartFigure({ title, summary, table, legend, level = 'h2', children }: ChartFigureProps) {
  const titleId = useId();
  const summaryId = useId();
  // the figcaption a child of the figure (its last): no card body between them
  return (
    <Card.Root as="figure" aria-labelledby={titleId} aria-describedby={summaryId} m="0" p="4" gap="3">
      <Heading as={level} id={titleId} size="md">
        {title}
      </Heading>
      {children}
      {legend && legend.length > 1 && (
        <HStack as="ul" listStyleType="none" gap="4" flexWrap="wrap" fontSize="sm" aria-hidden="true">
          {legend.map(({ name, color }) => (
            <HStack as="li" key={name} gap="1.5">
              <Box w="3" h="3" borderRadius="sm" style={{ background: color }} />
              {name}
            </HStack>
          ))}
        </HStack>
      )}
      <Box as="table" srOnly>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={table.columns[index + 1]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      <Text as="figcaption" id={summaryId} fontSize="sm" color="fg.muted">
        {summary}
      </Text>
    </Card.Root>
  );
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };

interface SeriesChartProps {
  labels: string[];
  series: Series[];
  /** how a label reads under the axis (a date as 2/1, say) */
  tickLabel?: (label: string) => string;
  height?: number;
  /** the drawing's own width: its text shrinks with it, so a narrow chart is drawn narrow */
  width?: number;
}

/** Bars grouped by label, with line and area series drawn at the labels' centres. */
export function SeriesChart({
  labels,
  series,
  tickLabel = (label) => label,
  height = 240,
  width = 800,
}: SeriesChartProps) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.2 });
  const max = Math.max(0, ...series.flatMap((one) => one.data));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const barSeries = series.filter((one) => (one.kind ?? 'bar') === 'bar');
  const inBand = scaleBand<string>({
    domain: barSeries.map((one) => one.name),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const centre = (index: number) => (x(labels[index]!) ?? 0) + x.bandwidth() / 2;
  // a label under the axis every 80 units at most
  const step = Math.max(1, Math.ceil(labels.length / Math.floor(innerWidth / 80)));
  // bars first, lines and areas over them; each keeps its colour
  const drawn = series
    .map((one, index) => ({ one, index }))
    .sort((a, b) => Number((a.one.kind ?? 'bar') !== 'bar') - Number((b.one.kind ?? 'bar') !== 'bar'));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={SVG_STYLE} aria-hidden="true" data-chart="series">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(4).map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} strokeDasharray="2 3" />
        ))}
        {drawn.map(({ one, index: seriesIndex }) => {
          const color = CHART_COLORS[seriesIndex % CHART_COLORS.length]!;
          const kind = one.kind ?? 'bar';
          if (kind === 'bar') {
            return (
              <g key={one.name} data-series={one.name}>
                {one.data.map((value, index) => (
                  <Bar
                    key={labels[index]}
                    x={(x(labels[index]!) ?? 0) + (inBand(one.name) ?? 0)}
                    y={y(value)}
                    width={inBand.bandwidth()}
                    height={innerHeight - y(value)}
                    fill={color}
                    rx={2}
                  />
                ))}
              </g>
            );
          }
          const points = one.data.map((value, index) => ({ index, value }));
          return (
            <g key={one.name} data-series={one.name}>
              {kind === 'area' && (
                <AreaClosed
                  data={points}
                  x={(point) => centre(point.index)}
                  y={(point) => y(point.value)}
                  yScale={y}
                  fill={color}
                  fillOpacity={0.15}
                />
              )}
              <LinePath
                data={points}
                x={(point) => centre(point.index)}
                y={(point) => y(point.value)}
                stroke={color}
                strokeWidth={2}
              />
            </g>
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => compact.format(Number(value))}
          stroke={MUTED}
          tickStroke={MUTED}
          tickLabelProps={{ fill: MUTED, fontSize: 11, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={labels.filter((_, index) => index % step === 0)}
          tickFormat={(label) => tickLabel(label)}
          stroke={MUTED}
          tickStroke={MUTED}
          tickLabelProps={{ fill: MUTED, fontSize: 11, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

/** Slices of a whole as a ring, each its share of the total. */
export function DonutChart({ slices, size = 160 }: { slices: { label: string; value: number }[]; size?: number }) {
  const radius = size / 2;
  return (
    <Flex justify="center">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        style={{ ...SVG_STYLE, maxWidth: '100%' }}
        aria-hidden="true"
        data-chart="ring"
      >
        <Group top={radius} left={radius}>
          <Pie
            data={slices}
            pieValue={(slice) => slice.value}
            outerRadius={radius}
            innerRadius={radius * 0.6}
            padAngle={0.02}
          >
            {(pie) =>
              pie.arcs.map((arc, index) => (
                <path
                  key={arc.data.label}
                  d={pie.path(arc) ?? ''}
                  fill={CHART_COLORS[index % CHART_COLORS.length]}
                  data-slice={arc.data.label}
                />
              ))
            }
          </Pie>
        </Group>
      </svg>
    </Flex>
  );
}

/** The legend entries of series or slices, in the charts' colours. */
export const legendOf = (names: string[]) =>
  names.map((name, index) => ({ name, color: CHART_COLORS[index % CHART_COLORS.length]! }));

/** The hidden table of series over labels: a row per label, a column per series. */
export function seriesTable(
  labelColumn: string,
  labels: string[],
  series: Series[],
  format: (value: number) => string,
  rowLabel: (label: string) => string = (label) => label,
): FigureTable {
  return {
    columns: [labelColumn, ...series.map((one) => one.name)],
    rows: labels.map((label, index) => ({
      label: rowLabel(label),
      values: series.map((one) => format(one.data[index] ?? 0)),
    })),
  };
}
