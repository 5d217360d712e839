// What the four dashboards share besides the charts: sections, figures in a row, the period select
// and the formats of their numbers and dates (es-CO).
import { useId, type ReactNode } from 'react';
import { formatMoney, formatNumber, formatPercent as formatSharedPercent } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Card, Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';

export { formatMoney, formatNumber };

export const PERIODS = {
  week: ['this-week', 'last-week'],
  year: ['this-year', 'last-year'],
} as const;
export type WeekPeriod = (typeof PERIODS.week)[number];
export type YearPeriod = (typeof PERIODS.year)[number];

const dayMonth = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const mediumDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });

/** A day of the data's series under a chart's axis: 17/5. */
export const formatDayMonth = (iso: string) => dayMonth.format(new Date(iso));
/** A day of the data (its dates are noon UTC, or a bare date): 17 may 2026. */
export const formatDay = (iso: string) => mediumDate.format(new Date(iso));
/** A moment, in the visitor's time zone: 15 jun 2026, 4:44 p. m. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** A percentage as everywhere in the portal (shared's formatPercent): 12,5%. */
export const formatPercent = (value: number) => formatSharedPercent(value);

/** The data's English terms (series, days, categories) in the visitor's language, else as they come. */
export function useTerm() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (term: string) => t(`dashboards.terms.${term}`, { defaultValue: term });
}

/**
 * A titled part of a dashboard: a named region, unless it holds only a table (`landmark={false}`), whose
 * own scrolling region already bears the same name (two landmarks of one name confuse their list).
 */
export function Section({
  title,
  children,
  actions,
  landmark = true,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  landmark?: boolean;
}) {
  const titleId = useId();
  return (
    <Card.Root as={landmark ? 'section' : 'div'} aria-labelledby={landmark ? titleId : undefined} size="sm">
      <Card.Body gap="4">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Heading as="h2" id={titleId} size="md">
            {title}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Figures and sections side by side on wide screens. */
export function Row({ children, columns = 2 }: { children: ReactNode; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="4" alignItems="start">
      {children}
    </SimpleGrid>
  );
}

/** Labelled figures: a description list. */
export function Stats({
  items,
  narrow = false,
}: {
  items: { label: string; value: string }[];
  /** in a third of the page on wide screens: one figure a row there */
  narrow?: boolean;
}) {
  const columns = narrow ? { base: 1, sm: 3, md: 1 } : { base: 2, md: Math.min(items.length, 3) };
  return (
    <SimpleGrid as="dl" columns={columns} gap="3" m="0">
      {items.map(({ label, value }) => (
        <Box key={label} borderWidth="1px" borderRadius="md" p="3">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" m="0" fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The period a dashboard's figures are of: a labelled select. */
export function PeriodSelect<Period extends string>({
  periods,
  value,
  onChange,
}: {
  periods: readonly Period[];
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Field.Root maxW="3xs">
      <Field.Label>{t('dashboards.period')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as Period)}>
          {periods.map((period) => (
            <option key={period} value={period}>
              {t(`dashboards.periods.${period}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * A series chart's text alternative: each series' total (`range`: its lowest and last values instead,
 * for prices and balances, whose sum means nothing), its highest value and where it was.
 */
export function useSeriesSummary() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    labels: string[],
    series: { name: string; data: number[] }[],
    format: (value: number) => string = formatNumber,
    label: (label: string) => string = (value) => value,
    kind: 'total' | 'range' = 'total',
  ) =>
    series
      .map(({ name, data }) => {
        const max = Math.max(...data);
        const values = {
          name,
          max: format(max),
          at: label(labels[data.indexOf(max)] ?? ''),
          total: format(data.reduce((sum, value) => sum + value, 0)),
          min: format(Math.min(...data)),
          last: format(data.at(-1) ?? 0),
        };
        return t(`dashboards.summary.${kind === 'total' ? 'series' : 'range'}`, values);
      })
      .join(' ');
}

/** A ring chart's text alternative: each slice's share of the whole. */
export function useSliceSummary() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (slices: { label: string; value: number }[]) => {
    const total = slices.reduce((sum, slice) => sum + slice.value, 0) || 1;
    return slices
      .map((slice) =>
        t('dashboards.summary.slice', {
          label: slice.label,
          share: formatPercent(Math.round((slice.value / total) * 1000) / 10),
        }),
      )
      .join(', ');
  };
}
