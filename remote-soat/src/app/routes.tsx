import type { PageData } from '@soat/shared/federation';
import { lazyPage, matchPath, Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import { registerSoatTexts } from '../lib/namespace';
import { PageDataProvider } from '@soat/shared/page-data';

import { REQUEST } from './page-loaders';

export { pageLoaders } from './page-loaders';

registerSoatTexts();

/**
 * Written to HTML when the remote is built (see RemoteRoutesModule). The payment
 * pages depend on the purchase request in their path: this remote's server
 * renders them on request with it (pageLoaders); they are also written in their
 * loading state, which holds the room of the loaded page, sent when the server
 * cannot render them (the app then loads the request at once). The gateway comes
 * back to the result page with `?id&env`.
 */
export const prerenderedPages = [
  PATHS.tarifas,
  PATHS.soat,
  PATHS.consultaSoat,
  `${PATHS.consultaSoat}?placa`,
  PATHS.misPolizas,
  PATHS.recordatorios,
  // the reminder's link: written with its question ready, so the page arrives finished (the token is read on use)
  `${PATHS.recordatorios}?baja`,
  PATHS.comprarSoat,
  // a renewal reminder's link: rendered on request with the policy it renews, written in its loading state
  `${PATHS.comprarSoat}?renovar`,
  `${PATHS.realizarPagoSoat}/${REQUEST}`,
  `${PATHS.respuestaPagoSoat}/${REQUEST}`,
  `${PATHS.respuestaPagoSoat}/${REQUEST}?env&id`,
];

/** Each page's code in a chunk of its own: the purchase page does not fetch the rates table, say. */
const PAGES = {
  [PATHS.tarifas]: lazyPage(() => import('../features/tariffs/tariffs-page').then((page) => page.TariffsPage)),
  [PATHS.soat]: lazyPage(() => import('../features/soat-info/soat-page').then((page) => page.SoatPage)),
  [PATHS.consultaSoat]: lazyPage(() => import('../features/consult/consult-page').then((page) => page.ConsultPage)),
  // an emailed claim link is sent as the page's code arrives, before the page renders (ADR 035)
  [PATHS.misPolizas]: lazyPage(() =>
    import('../features/my-policies/my-policies-page').then((page) => {
      void page.startClaimFromAddress();
      return page.MyPoliciesPage;
    }),
  ),
  [PATHS.recordatorios]: lazyPage(() =>
    import('../features/reminders/reminders-page').then((page) => page.RemindersPage),
  ),
  // its holder step (with the terms box and its <Trans>) comes when the vehicle is quoted (ADR 048)
  [PATHS.comprarSoat]: lazyPage(() => import('../features/purchase/purchase-page').then((page) => page.PurchasePage)),
  [`${PATHS.realizarPagoSoat}/:idSolicitudSoat`]: lazyPage(() =>
    import('../features/payment/payment-page').then((page) => page.PaymentPage),
  ),
  [`${PATHS.respuestaPagoSoat}/:idSolicitudSoat`]: lazyPage(() =>
    import('../features/payment-result/payment-result-page').then((page) => page.PaymentResultPage),
  ),
};

/** Fetches the code of the page at `path`, or of every page without one (see RemoteRoutesModule). */
export async function preloadPage(path?: string): Promise<void> {
  await Promise.all(
    Object.entries(PAGES)
      .filter(([pattern]) => path === undefined || matchPath(pattern, path))
      .map(([, page]) => page.preload()),
  );
}

/**
 * `remote_soat/routes`: rates, SOAT information, consult, "mis pólizas", the
 * purchase flow and its payment pages. Mounted by the host under a route whose
 * base is `/` (and by the standalone shell the same way).
 */
export default function SoatRoutes({ pageData }: { pageData?: PageData }) {
  return (
    <PageDataProvider data={pageData}>
      <Routes>
        {Object.entries(PAGES).map(([pattern, Page]) => (
          <Route key={pattern} path={routePath(pattern)} element={<Page />} />
        ))}
        <Route path={routePath(PATHS.cotizarSoat)} element={<Navigate to={PATHS.comprarSoat} replace />} />
        <Route path="*" element={<Navigate to={PATHS.home} replace />} />
      </Routes>
    </PageDataProvider>
  );
}
