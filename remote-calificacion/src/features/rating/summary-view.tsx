import { formatNumber, formatPercent } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Card, Heading, Link, Stack, Text } from '@soat/shared/ui';
import { RATING_NAMESPACE } from '../../lib/namespace';
import { usePageData } from '@soat/shared/page-data';
import { SUMMARY_DATA, type RatingSummary } from './api/get-rating-summary';
import { useRatingSummary } from './use-rating-summary';

// Plain CSS for the table: the UI facade has no table part (it would ship on every page).
const tableCss = {
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', marginBottom: '2' },
  '& th, & td': { paddingBlock: '1', textAlign: 'start' },
  '& thead th': { fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' },
  '& tbody th': { fontWeight: 'normal', paddingInlineEnd: '4', whiteSpace: 'nowrap' },
  '& td': { width: 'full' },
} as const;

const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/** Average, count, share who recommend us and the ratings by stars: bars with their figures as text. */
function SummaryFigures({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation(RATING_NAMESPACE);
  if (summary.total === 0 || summary.promedio === null) return <Text>{t('page.summary.empty')}</Text>;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm">
          {t('page.summary.averageLabel')}
        </Text>
        <Text fontSize="3xl" fontWeight="bold">
          {t('page.summary.average', { average: formatNumber(summary.promedio) })}
        </Text>
        <Text>{t('page.summary.count', { count: summary.total, total: formatNumber(summary.total) })}</Text>
        {summary.recomiendan !== null && (
          <Text>{t('page.summary.recommend', { percent: formatPercent(summary.recomiendan, i18n.language) })}</Text>
        )}
      </Stack>
      <Box as="table" width="full" css={tableCss}>
        <caption>{t('page.summary.distribution')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('page.summary.starsColumn')}</th>
            <th scope="col">{t('page.summary.countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.distribucion.map(({ estrellas, cantidad }) => {
            const share = percent(cantidad, summary.total);
            return (
              <tr key={estrellas}>
                <th scope="row">{t('page.summary.row', { count: estrellas, stars: estrellas })}</th>
                <td>
                  <Box display="flex" alignItems="center" gap="3">
                    <Box flex="1" height="3" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
                      <Box height="full" width={`${share}%`} bg="yellow.500" />
                    </Box>
                    <Text as="span" fontSize="sm" minW="24">
                      {t('page.summary.rowValue', {
                        count: formatNumber(cantidad),
                        percent: formatPercent(share, i18n.language),
                      })}
                    </Text>
                  </Box>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Stack>
  );
}

/** `/calificacion` without a link: the public summary and how to get a link. */
export function SummaryView() {
  const { t } = useTranslation(RATING_NAMESPACE);
  const state = useRatingSummary(usePageData()?.[SUMMARY_DATA] as RatingSummary | undefined);
  return (
    <Stack gap="8">
      <Heading as="h1" size="3xl">
        {t('page.summary.title')}
      </Heading>
      <Card.Root>
        <Card.Body aria-busy={state.kind === 'loading'} minH="64">
          <Box aria-live="polite">
            {state.kind === 'loading' && <Text color="fg.muted">{t('page.summary.loading')}</Text>}
            {state.kind === 'failed' && <Text>{t('page.summary.failed')}</Text>}
          </Box>
          {state.kind === 'loaded' && <SummaryFigures summary={state.summary} />}
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          {t('page.howTo.title')}
        </Heading>
        <Text>{t('page.howTo.body')}</Text>
        <Text>
          <Link asChild fontWeight="semibold">
            <RouterLink to={PATHS.comprarSoat}>{t('page.howTo.buy')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Stack>
  );
}
