import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Heading, Link, Stack, Text } from '@soat/shared/ui';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardDetail } from './api/scrumboard-api';

/** The id of the board's title, where the focus goes when what held it is gone. */
export const boardHeadingId = (boardId: string) => `board-${boardId}`;

/** The way back to the boards, the board's title, description and members, and how to drag. */
export function BoardHeader({ board }: { board: BoardDetail }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Stack gap="1">
      <Link asChild fontSize="sm" alignSelf="flex-start">
        <RouterLink to={DEMO_PATHS.scrumboard}>{t('scrumboard.backToBoards')}</RouterLink>
      </Link>
      <Heading as="h1" size="lg" id={boardHeadingId(board.id)} tabIndex={-1}>
        {board.title}
      </Heading>
      <Text color="fg.muted">{board.description}</Text>
      <Text fontSize="sm">
        {t('scrumboard.memberNames', { names: board.members.map((member) => member.name).join(', ') })}
      </Text>
      <Text fontSize="sm">{t('scrumboard.dragHelp')}</Text>
    </Stack>
  );
}
