import { formatLongDate } from '@soat/shared/format';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Heading, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { boardPath } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getBoards } from './api/scrumboard-api';
import { rowLink } from '../../components/row-link';

/** a card of the grid: roomier, and as tall as the row's tallest */
const boardCss = { ...rowLink, h: 'full', px: '4', py: '4' } as const;

/** `demo/apps/scrumboard`: every board, with its description, members and last activity. */
export function BoardsList() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.scrumboard') }));
  const { state, reload } = useDemoData('boards', getBoards);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('apps.scrumboard')}
      </Heading>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : state.data.length === 0 ? (
        <Text>{t('scrumboard.noBoards')}</Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyle="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label={t('scrumboard.boards')}
        >
          {state.data.map((board) => (
            <Box as="li" key={board.id}>
              <Box asChild css={boardCss}>
                <RouterLink to={boardPath(board.id)}>
                  <Text as="span" display="block" fontWeight="semibold" fontSize="lg">
                    {board.title}
                  </Text>
                  <Text as="span" display="block" color="fg.muted" mt="1">
                    {board.description}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" mt="3">
                    {t('scrumboard.members', { count: board.members.length })}
                    {' · '}
                    {t('scrumboard.lastActivity', { date: formatLongDate(board.lastActivity) })}
                  </Text>
                </RouterLink>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
