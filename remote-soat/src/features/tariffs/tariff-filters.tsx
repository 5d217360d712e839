import { FormField } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { NativeSelect, SimpleGrid } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';

interface Props {
  years: number[];
  year: number;
  onYearChange: (year: number) => void;
  groups: string[];
  /** '' for every category. */
  group: string;
  onGroupChange: (group: string) => void;
}

/** The year of the table and the vehicle category to show; the page updates as they change (no button). */
export function TariffFilters({ years, year, onYearChange, groups, group, onGroupChange }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={t('tariffs.filters.label')}
      columns={{ base: 1, sm: 2 }}
      gap="4"
      maxW="2xl"
      onSubmit={(event) => event.preventDefault()}
    >
      <FormField label={t('tariffs.filters.year')}>
        <NativeSelect.Root>
          <NativeSelect.Field value={year} onChange={(event) => onYearChange(Number(event.currentTarget.value))}>
            {[...years].reverse().map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('tariffs.filters.category')}>
        <NativeSelect.Root>
          <NativeSelect.Field value={group} onChange={(event) => onGroupChange(event.currentTarget.value)}>
            <option value="">{t('tariffs.filters.allCategories')}</option>
            {groups.map((option) => (
              <option key={option} value={option}>
                {t(`tariffs.categories.${option}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
