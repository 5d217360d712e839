import { use, useEffect, useState } from 'react';
import { formatPercent, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Container, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@soat/shared/ui-core';
import { fetchRatingSummary, knownSummary, ServerRatingSummary, type RatingSummary } from './rating-summary';

const STARS = '★★★★★';

/** Five stars filled up to `value` (of 5), for the eye only: the text beside them says it. */
function Stars({ value }: { value: number }) {
  return (
    <Box aria-hidden position="relative" w="fit-content" fontSize="2xl" lineHeight="1" color="border.emphasized">
      {STARS}
      <Box
        position="absolute"
        top="0"
        left="0"
        overflow="hidden"
        whiteSpace="nowrap"
        color="yellow.500"
        style={{ width: `${(value / 5) * 100}%` }}
      >
        {STARS}
      </Box>
    </Box>
  );
}

/**
 * What customers say (ADR 012): the average in figures and stars, the number
 * of ratings, how they spread over 5..1 stars, the share who would recommend
 * us, and the way to the rating page. With no summary, the invitation and the
 * link alone, in a block of the same height: the page never shifts when the
 * summary arrives. Below the fold, so it is never the page's largest paint.
 */
export function HomeRatingSummary() {
  const { t, i18n } = useTranslation('host');
  const given = use(ServerRatingSummary);
  // the server's render, or in the browser what the page came with: the same first render on both
  const [first] = useState(() => given ?? (typeof document === 'undefined' ? null : knownSummary()));
  const [summary, setSummary] = useState(first);
  // asked for once mounted, only when the page came without one (a failure answers null: the invitation
  // stays); not through the HTTP door's `useApiData`, which /home does not load (lib/api-client.ts)
  useEffect(() => {
    if (first) return undefined;
    let shown = true;
    void fetchRatingSummary().then((fetched) => shown && setSummary(fetched));
    return () => {
      shown = false;
    };
  }, [first]);

  const rated: RatingSummary | null = summary && summary.total > 0 && summary.promedio !== null ? summary : null;
  const locale = i18n.language === 'es' ? 'es-CO' : i18n.language;
  const number = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format;
  const link = (
    <Link asChild fontWeight="semibold">
      <RouterLink to={PATHS.calificacion}>{t('home.ratings.link')}</RouterLink>
    </Link>
  );

  return (
    <Container
      as="section"
      aria-labelledby="opiniones"
      maxW="7xl"
      py="14"
      // below the fold: laid out when it nears the viewport, holding its room meanwhile (the page's load
      // does not pay for it); heading, block and padding as measured at each breakpoint
      contentVisibility="auto"
      containIntrinsicSize={{ base: 'auto 600px', md: 'auto 430px' }}
    >
      <Heading as="h2" id="opiniones" size="2xl" mb="8">
        {t('home.ratings.title')}
      </Heading>
      <Box
        borderWidth="1px"
        rounded="xl"
        p="6"
        minH={{ base: '26rem', md: '15rem' }}
        display="flex"
        alignItems="center"
      >
        {rated ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" w="full" alignItems="center">
            <Stack gap="2">
              <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
                {t('home.ratings.average', {
                  average: number({ minimumFractionDigits: 1, maximumFractionDigits: 1 })(rated.promedio ?? 0),
                })}
              </Text>
              <Stars value={rated.promedio ?? 0} />
              <Text color="fg.muted">
                {t('home.ratings.count', { count: rated.total, total: number()(rated.total) })}
              </Text>
              {rated.recomiendan !== null && (
                <Text>
                  {t('home.ratings.recommend', {
                    share: formatPercent(rated.recomiendan, i18n.language),
                  })}
                </Text>
              )}
              {link}
            </Stack>
            <Box as="table" w="full">
              <VisuallyHidden as="caption">{t('home.ratings.distribution')}</VisuallyHidden>
              <tbody>
                {rated.distribucion.map(({ estrellas, cantidad }) => (
                  <tr key={estrellas}>
                    <Box asChild textAlign="start" fontWeight="normal" whiteSpace="nowrap" pe="3" py="1">
                      <th scope="row">{t('home.ratings.stars', { count: estrellas })}</th>
                    </Box>
                    <Box as="td" w="full">
                      <Box h="2" bg="bg.muted" rounded="full" overflow="hidden">
                        <Box h="full" bg="colorPalette.solid" style={{ width: `${(cantidad / rated.total) * 100}%` }} />
                      </Box>
                    </Box>
                    <Box as="td" ps="3" textAlign="end">
                      {number()(cantidad)}
                    </Box>
                  </tr>
                ))}
              </tbody>
            </Box>
          </SimpleGrid>
        ) : (
          <Stack gap="4" maxW="2xl">
            <Text fontSize="lg">{t('home.ratings.invitation')}</Text>
            {link}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
