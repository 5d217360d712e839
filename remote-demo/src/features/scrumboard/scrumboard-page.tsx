import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Route, Routes, useParams } from '@soat/shared/router';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { BoardPage } from './board-page';
import { BoardsList } from './boards-list';

/** `demo/apps/scrumboard/*`: the boards, and a board at `boards/:boardId` with its lists and cards. */
export function ScrumboardPage() {
  // each page names itself (a board by its title)
  return (
    <Routes>
      <Route index element={<BoardsList />} />
      <Route path="boards/:boardId" element={<BoardRoute />} />
      <Route path="*" element={<UnknownPage />} />
    </Routes>
  );
}

function UnknownPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('common.notFound.title') }));
  return <NotFound backTo={DEMO_PATHS.scrumboard} backLabel={t('scrumboard.backToBoards')} />;
}

function BoardRoute() {
  const { boardId = '' } = useParams();
  // another board starts with nothing selected or being dragged
  return <BoardPage key={boardId} boardId={boardId} />;
}
