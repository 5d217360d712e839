import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useParams } from '@soat/shared/router';
import { Box, Heading, Link, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { SafeHtml } from '../../components/safe-html';
import { guidesPath } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getGuide } from './api/help-center-api';

/** `demo/apps/help-center/guides/:categorySlug/:guideSlug`: one guide, its content sanitised. */
export function GuidePage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { categorySlug = '', guideSlug = '' } = useParams();
  const { state, reload } = useDemoData(`guide:${categorySlug}/${guideSlug}`, () => getGuide(categorySlug, guideSlug));
  const guide = state.status === 'loaded' ? state.data?.guides[0] : undefined;
  useDocumentTitle(t('documentTitle', { page: guide?.title ?? t('help.guides') }));
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  if (!state.data || !guide) return <Text role="alert">{t('help.guideNotFound')}</Text>;
  return (
    <Stack as="article" gap="4" maxW="3xl" aria-labelledby="guide-title">
      <Link asChild alignSelf="flex-start">
        <RouterLink to={guidesPath(state.data.slug)}>{t('help.backTo', { title: state.data.title })}</RouterLink>
      </Link>
      <Heading as="h1" size="xl" id="guide-title">
        {guide.title}
      </Heading>
      <Text color="fg.muted">{guide.subtitle}</Text>
      <Box css={{ '& p': { marginBlock: '3' }, '& h2, & h3': { fontWeight: 'semibold', marginTop: '4' } }}>
        <SafeHtml html={guide.content} />
      </Box>
    </Stack>
  );
}
