import { formatLongDate } from '@soat/shared/format';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Heading, Link, List, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { SafeHtml } from '../../components/safe-html';
import { demoLink } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getActivities, type Activity } from './api/activities-api';

/** `demo/pages/activities`: the template's activity feed as a timeline, newest first. */
export function ActivitiesPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('pages.activities') }));
  const { state, reload } = useDemoData('activities', getActivities);
  const activities =
    state.status === 'loaded' ? [...state.data].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)) : [];
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('pages.activities')}
        </Heading>
        <Text color="fg.muted">{t('activities.lead')}</Text>
      </Stack>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : activities.length === 0 ? (
        <Text>{t('activities.empty')}</Text>
      ) : (
        <List.Root as="ol" listStyle="none" aria-label={t('activities.timeline')} gap="0">
          {activities.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} />
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** One entry: a marker on the line, its date, what happened, and what it links to. */
function ActivityItem({ activity }: { activity: Activity }) {
  return (
    <List.Item position="relative" ps="8" pb="6" borderStartWidth="2px" borderColor="border" ms="2">
      <Box
        aria-hidden="true"
        position="absolute"
        insetStart="-9px"
        top="1"
        boxSize="4"
        rounded="full"
        bg={activity.icon ? 'colorPalette.solid' : 'bg.emphasized'}
        borderWidth="2px"
        borderColor="bg"
      />
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={activity.date}>{formatLongDate(activity.date)}</time>
        </Text>
        <Text>{activity.description}</Text>
        {activity.linkedContent && activity.link && (
          <Link asChild fontWeight="medium">
            <RouterLink to={demoLink(activity.link)}>{activity.linkedContent}</RouterLink>
          </Link>
        )}
        {activity.extraContent && (
          <SafeHtml html={activity.extraContent} bg="bg.muted" rounded="md" p="3" fontSize="sm" />
        )}
      </Stack>
    </List.Item>
  );
}
