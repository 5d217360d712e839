import { memo } from 'react';
import { formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { VEHICLE_SERVICES } from '@soat/shared/rules/vehicle';
import { Box, Text, VisuallyHidden } from '@soat/shared/ui';
import { ScrollTable } from '../../components/scroll-table';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { TariffRow } from './tariff-rows';

interface Props {
  year: number;
  group: string;
  rows: TariffRow[];
  /** The RUNT fee changed during the year: a column with the later total. */
  laterRunt: number | undefined;
}

// Rough heights of a row and the caption: the room a table below the fold holds
// until the browser lays it out (it then remembers the real size).
const ROW_HEIGHT = 58;
const CAPTION_HEIGHT = 44;

function Money({ value, missing }: { value: number | null; missing: string }) {
  if (value !== null) return <>{formatMoney(value)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{missing}</VisuallyHidden>
    </>
  );
}

/**
 * One category of a year's official table: a code per row, its parts and its total. Memoised: the page
 * renders again as its lists change, and a table whose year and rows are the same stays as it is.
 */
export const TariffGroupTable = memo(function TariffGroupTable({ year, group, rows, laterRunt }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const missing = t('tariffs.notPublished');
  const services = (row: TariffRow) =>
    row.services.length === VEHICLE_SERVICES.length
      ? t('tariffs.allServices')
      : row.services.map((service) => t(`common.services.${service}`)).join(', ');
  return (
    <ScrollTable
      caption={t('tariffs.caption', { category: t(`tariffs.categories.${group}`), year })}
      minW="4xl"
      deferredHeight={ROW_HEIGHT * (rows.length + 1) + CAPTION_HEIGHT}
    >
      <thead>
        <tr>
          <th scope="col">{t('tariffs.columns.code')}</th>
          <th scope="col">{t('tariffs.columns.subcategory')}</th>
          <th scope="col">{t('tariffs.columns.service')}</th>
          <th scope="col">{t('tariffs.columns.differential')}</th>
          <th scope="col" data-numeric="">
            {t('tariffs.columns.prima')}
          </th>
          <th scope="col" data-numeric="">
            {t('tariffs.columns.contribution')}
          </th>
          <th scope="col" data-numeric="">
            {t('tariffs.columns.subtotal')}
          </th>
          <th scope="col" data-numeric="">
            {t('tariffs.columns.runt')}
          </th>
          <th scope="col" data-numeric="">
            {t('tariffs.columns.total')}
          </th>
          {laterRunt !== undefined && (
            <th scope="col" data-numeric="">
              {t('tariffs.columns.totalLater', { runt: formatMoney(laterRunt) })}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">{row.code}</th>
            <td>
              {row.subcategory}
              {row.condition && (
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {row.condition}
                </Text>
              )}
            </td>
            <td>{services(row)}</td>
            <td>
              {row.differentialRisk ? (
                <Box
                  as="span"
                  display="inline-block"
                  px="2"
                  rounded="full"
                  fontSize="sm"
                  fontWeight="semibold"
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  borderWidth="1px"
                  borderColor="colorPalette.emphasized"
                  whiteSpace="nowrap"
                >
                  {t('tariffs.differentialYes')}
                </Box>
              ) : (
                t('tariffs.differentialNo')
              )}
            </td>
            <td data-numeric="">
              <Money value={row.prima} missing={missing} />
            </td>
            <td data-numeric="">
              <Money value={row.contribution} missing={missing} />
            </td>
            <td data-numeric="">{formatMoney(row.subtotal)}</td>
            <td data-numeric="">{formatMoney(row.runt)}</td>
            <td data-numeric="">
              <Text as="span" fontWeight="bold">
                {formatMoney(row.total)}
              </Text>
            </td>
            {laterRunt !== undefined && <td data-numeric="">{formatMoney(row.later?.total ?? row.total)}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
});
