import type { PageData } from '@soat/shared/federation';
import { Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import { RatingPage } from '../features/rating/rating-page';
import { registerRatingTexts } from '../lib/namespace';
import { PageDataProvider } from '@soat/shared/page-data';

export { pageLoaders } from './page-loaders';

registerRatingTexts();

/**
 * Written to HTML when the remote is built (see RemoteRoutesModule): the
 * summary, the rating form of a link (`?token`, written once for every token:
 * the page never shows it) and the refused link's explanation (`?invalid`).
 */
export const prerenderedPages = [PATHS.calificacion, `${PATHS.calificacion}?token`, `${PATHS.calificacion}?invalid`];

/**
 * `remote_calificacion/routes`: the rating page. Mounted by the host under a
 * route whose base is `/` (and by the standalone shell the same way).
 */
export default function RatingRoutes({ pageData }: { pageData?: PageData }) {
  return (
    <PageDataProvider data={pageData}>
      <Routes>
        <Route path={routePath(PATHS.calificacion)} element={<RatingPage />} />
        <Route path="*" element={<Navigate to={PATHS.home} replace />} />
      </Routes>
    </PageDataProvider>
  );
}
