// A panel's series drawn by uPlot (a canvas time-series chart, ~22 KB gzip), loaded only by the operations
// page (React.lazy). Not interactive: the figures are read from the panel's table (its text alternative).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { Box } from '@soat/shared/ui';
import type { PanelSeries, PanelUnit } from './operations-api';
import { colourOf, formatValue } from './panel-values';

export interface PanelChartProps {
  /** The instants, in seconds since 1970. */
  times: number[];
  series: PanelSeries[];
  unit: PanelUnit;
}

const HEIGHT = 200;
const ZONE = 'America/Bogota';
const hourFormat = new Intl.DateTimeFormat('es-CO', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ZONE,
});
const dayFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', timeZone: ZONE });

/** The time axis in Colombia's time, in Spanish: hours and minutes, or days over a range of several days. */
const timeLabels: uPlot.Axis['values'] = (plot, splits) => {
  const [first = 0, last = 0] = [plot.data[0][0], plot.data[0][plot.data[0].length - 1]];
  const format = last - first > 2 * 86_400 ? dayFormat : hourFormat;
  return splits.map((seconds) => format.format(new Date(seconds * 1000)));
};

/** What uPlot's stylesheet does that a chart without cursor or legend needs: its layers stacked in place. */
const UPLOT_LAYOUT = {
  '& .u-wrap': { position: 'relative', userSelect: 'none' },
  '& .u-over, & .u-under': { position: 'absolute' },
  '& canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
};

/** The axes in the text colour of the page (light or dark theme), the grid faint. */
function axis(colour: string, values?: uPlot.Axis['values']): uPlot.Axis {
  return { stroke: colour, grid: { stroke: 'rgba(128,128,128,0.2)', width: 1 }, ticks: { show: false }, values };
}

export default function PanelChart({ times, series, unit }: PanelChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const colour = getComputedStyle(element).color || '#444';
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: true }, y: { range: (_plot, min, max) => [Math.min(0, min), Math.max(max, 1)] } },
      axes: [
        axis(colour, timeLabels),
        { ...axis(colour, (_plot, splits) => splits.map((value) => formatValue(value, unit))), size: 72 },
      ],
      series: [{}, ...series.map((one, index) => ({ label: one.nombre, stroke: colourOf(index), width: 2 }))],
    };
    const plot = new uPlot(options, [times, ...series.map((one) => one.valores)], element);
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [times, series, unit]);

  return <Box ref={container} css={UPLOT_LAYOUT} minH={`${HEIGHT}px`} color="fg.muted" />;
}
