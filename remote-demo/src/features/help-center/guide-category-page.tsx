import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useParams } from '@soat/shared/router';
import { Heading, Link, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getGuides } from './api/help-center-api';
import { GuideList } from './guide-list';

/** `demo/apps/help-center/guides/:categorySlug`: every guide of one category. */
export function GuideCategoryPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { categorySlug = '' } = useParams();
  const { state, reload } = useDemoData(`guides:${categorySlug}`, () => getGuides({ slug: categorySlug }));
  const category = state.status === 'loaded' ? state.data[0] : undefined;
  useDocumentTitle(t('documentTitle', { page: category?.title ?? t('help.guides') }));
  return (
    <Stack gap="4">
      <Link asChild alignSelf="flex-start">
        <RouterLink to={DEMO_PATHS.helpCenter}>{t('help.back')}</RouterLink>
      </Link>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : category ? (
        <>
          <Heading as="h1" size="lg">
            {category.title}
          </Heading>
          <GuideList category={category} />
        </>
      ) : (
        <Text role="alert">{t('help.categoryNotFound')}</Text>
      )}
    </Stack>
  );
}
