import { useDeferredValue, useMemo, useState } from 'react';
import { formatLongDate, formatMoney } from '@soat/shared/format';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useSearchParams } from '@soat/shared/router';
import { Box, Button, Container, Heading, HStack, Link, List, Stack, Text } from '@soat/shared/ui';
import { CoveragesTable } from '../../components/coverages-table';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { TariffFilters } from './tariff-filters';
import { TariffGroupTable } from './tariff-group-table';
import { tariffYear, tariffYearRange } from './tariff-rows';

// Every year's table is rendered from the shared tariff data (`@soat/shared/rules/tariff`,
// the repository's copy of the official table), the very module GET /tarifas answers
// from: the table in force is in the prerendered page without a request, and
// switching years needs none either (the data is ~10 KB gzip, already in the
// chunk that classifies vehicles).
export function TariffsPage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const { years, latest } = tariffYearRange();
  const asked = Number(params.get('anio'));
  const chosenYear = years.includes(asked) ? asked : latest;
  const [chosenGroup, setGroup] = useState('');
  // The lists show a choice at once; the page follows it in a render that yields to input (a deferred
  // value renders in a transition). Rendered in the choice's own event, the tables cost 270–360 ms in one
  // task on the 4× phone, and the first such event is often the app's start carrying over a choice made on
  // the page before it ran (docs/decisions/048). What they show is memoised (below), so the choice's own
  // render leaves it be.
  const year = useDeferredValue(chosenYear);
  // the year is one the data has (checked above)
  const table = useMemo(() => tariffYear(year)!, [year]);
  const groups = table.groups.map(({ group }) => group);
  const listedGroup = groups.includes(chosenGroup) ? chosenGroup : '';
  const group = useDeferredValue(listedGroup);
  const shown = useMemo(() => table.groups.filter((entry) => group === '' || entry.group === group), [table, group]);
  const count = shown.reduce((sum, entry) => sum + entry.rows.length, 0);
  const laterRunt = table.groups.flatMap(({ rows }) => rows).find((row) => row.later)?.later?.runt;
  const differentialCodes = useMemo(
    () =>
      table.groups
        .flatMap(({ rows }) => rows)
        .filter((row) => row.differentialRisk)
        .map((row) => row.code),
    [table],
  );
  const title = t('tariffs.title', { year });
  useDocumentTitle(t('documentTitle', { page: title }));

  const changeYear = (next: number) =>
    setParams(
      (current) => {
        current.set('anio', String(next));
        return current;
      },
      { replace: true },
    );

  // Everything but the lists and the count is made again only when the year or the type shown changes
  // (the deferred values above), not in the render of a choice.
  const intro = useMemo(
    () => (
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" size="4xl">
          {title}
        </Heading>
        <Text fontSize="lg">{t('tariffs.lead')}</Text>
        <Text color="fg.muted">
          {table.validTo
            ? t('tariffs.validBetween', { from: formatLongDate(table.validFrom), to: formatLongDate(table.validTo) })
            : t('tariffs.validSince', { from: formatLongDate(table.validFrom) })}
        </Text>
        <Text color="fg.muted">{t('tariffs.howTotal')}</Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <RouterLink to={PATHS.comprarSoat}>{t('tariffs.quote')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.consultaSoat}>{t('tariffs.consult')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    ),
    [t, title, table],
  );
  const tables = useMemo(
    () => (
      <>
        {shown.map((entry) => (
          <TariffGroupTable key={entry.group} year={year} group={entry.group} rows={entry.rows} laterRunt={laterRunt} />
        ))}
        {table.missingCodes.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('tariffs.missingCodes', { year, codes: table.missingCodes.join(', ') })}
          </Text>
        )}
      </>
    ),
    [t, year, shown, laterRunt, table],
  );
  const sections = useMemo(
    () => (
      <>
        <Box as="section" aria-labelledby="tarifas-rango-diferencial" maxW="3xl">
          <Heading as="h2" id="tarifas-rango-diferencial" size="2xl" mb="3">
            {t('tariffs.differential.title')}
          </Heading>
          <Stack gap="3">
            <Text>{t('tariffs.differential.body', { codes: differentialCodes.join(', ') })}</Text>
            <Text>{t('tariffs.differential.health')}</Text>
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="tarifas-coberturas" maxW="3xl">
          <Heading as="h2" id="tarifas-coberturas" size="2xl" mb="3">
            {t('tariffs.coverages.title')}
          </Heading>
          <Stack gap="3">
            <CoveragesTable year={year} />
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="tarifas-fuentes" maxW="3xl">
          <Heading as="h2" id="tarifas-fuentes" size="2xl" mb="3">
            {t('tariffs.sources.title')}
          </Heading>
          <Text mb="3">{t('tariffs.sources.body', { year })}</Text>
          <List.Root gap="1" ps="5" fontSize="sm">
            {table.sources.map((source) => (
              <List.Item key={source} wordBreak="break-all">
                <Link href={source}>{source}</Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </>
    ),
    [t, year, differentialCodes, table],
  );

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="10">
        {intro}
        <Box as="section" aria-labelledby="tarifas-tabla">
          <Heading as="h2" id="tarifas-tabla" size="2xl" mb="4">
            {t('tariffs.tableTitle', { year })}
          </Heading>
          <Stack gap="6">
            <TariffFilters
              years={years}
              year={chosenYear}
              onYearChange={changeYear}
              groups={groups}
              group={listedGroup}
              onGroupChange={setGroup}
            />
            <Text role="status" fontWeight="semibold">
              {group === ''
                ? t('tariffs.count', { count, year })
                : t('tariffs.countIn', { count, year, category: t(`tariffs.categories.${group}`) })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('tariffs.breakdownNote')}
            </Text>
            {laterRunt !== undefined && (
              <Text fontSize="sm" color="fg.muted">
                {t('tariffs.runtChanged', { year, runt: formatMoney(laterRunt) })}
              </Text>
            )}
            {tables}
          </Stack>
        </Box>

        {sections}
      </Stack>
    </Container>
  );
}
