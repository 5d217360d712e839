import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Card, Heading, Link, SimpleGrid, Stack } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { guidesPath } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getGuides } from './api/help-center-api';
import { GuideList } from './guide-list';

/** Every guide category with its first guides and the way to all of them. */
export function GuidesSection() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData('guides', () => getGuides());
  return (
    <Stack as="section" aria-labelledby="guides-title" gap="4">
      <Heading as="h2" size="md" id="guides-title">
        {t('help.guides')}
      </Heading>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {state.data.map((category) => (
            <Card.Root key={category.id}>
              <Card.Body gap="3">
                <Heading as="h3" size="sm">
                  {category.title}
                </Heading>
                <GuideList category={category} />
                <Link asChild fontSize="sm">
                  <RouterLink to={guidesPath(category.slug)}>
                    {t('help.allGuides', {
                      count: category.totalGuides ?? category.guides.length,
                      title: category.title,
                    })}
                  </RouterLink>
                </Link>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
