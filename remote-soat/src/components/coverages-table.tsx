import { useTranslation } from '@soat/shared/i18n';
import { formatMoney, formatNumber } from '@soat/shared/format';
import { Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { ScrollTable } from './scroll-table';
import { coveragesFor, DIFFERENTIAL_INSURER_UVT } from '@soat/shared/rules/coverages';

/** What SOAT pays per victim in `year` (the latest year known when that one has no figures), with the legal unit. */
export function CoveragesTable({ year }: { year: number }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { year: shown, coverages, differentialInsurerPesos } = coveragesFor(year);
  return (
    <>
      <ScrollTable caption={t('common.coverages.caption', { year: shown })} minW="md">
        <thead>
          <tr>
            <th scope="col">{t('common.coverages.coverage')}</th>
            <th scope="col">{t('common.coverages.unit')}</th>
            <th scope="col" data-numeric="">
              {t('common.coverages.limit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {coverages.map((coverage) => (
            <tr key={coverage.id}>
              <th scope="row">{t(`common.coverages.names.${coverage.id}`)}</th>
              <td>{t(`common.coverages.units.${coverage.unit}`, { amount: formatNumber(coverage.units) })}</td>
              <td data-numeric="">{formatMoney(coverage.pesos)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Text fontSize="sm" color="fg.muted">
        {t('common.coverages.differential', {
          units: formatNumber(DIFFERENTIAL_INSURER_UVT),
          amount: formatMoney(differentialInsurerPesos),
        })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('common.coverages.notCovered')}
      </Text>
    </>
  );
}
