import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, List, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { SafeHtml } from '../../components/safe-html';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { searchTasks } from './api/tasks-api';
import { taskPath } from './task-paths';
import { rowLink } from '../../components/row-link';

/** The tasks the mock's search finds, their title's matches in <mark> (sanitised HTML). */
export function TaskSearchResults({ query }: { query: string }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData(`search:${query}`, () => searchTasks(query));
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  return (
    <Stack gap="2">
      <Text role="status" fontSize="sm" color="fg.muted">
        {t('tasks.found', { count: state.data.length })}
      </Text>
      {state.data.length === 0 ? (
        <Text>{t('tasks.noMatches', { query })}</Text>
      ) : (
        <List.Root listStyle="none" gap="2" aria-label={t('tasks.results')}>
          {state.data.map((task) => (
            <List.Item key={task.id}>
              <Box asChild css={rowLink}>
                <RouterLink to={taskPath(task.id)}>
                  <SafeHtml
                    as="span"
                    display="block"
                    fontWeight="medium"
                    css={{ '& mark': { bg: 'yellow.200', color: 'black', px: '0.5', rounded: 'sm' } }}
                    html={task.title || t(`tasks.untitled.${task.type}`)}
                  />
                  {task.notes && (
                    <Text as="span" display="block" fontSize="sm" color="fg.muted" lineClamp={2}>
                      {task.notes}
                    </Text>
                  )}
                </RouterLink>
              </Box>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
