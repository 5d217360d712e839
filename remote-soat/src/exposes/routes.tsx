import type { PageData } from '@soat/shared/federation';
import { Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import { ConsultPage } from '../features/consult/consult-page';
import { MyPoliciesPage } from '../features/my-policies/my-policies-page';
import { PaymentPage } from '../features/payment/payment-page';
import { PaymentResultPage } from '../features/payment-result/payment-result-page';
import { PurchasePage } from '../features/purchase/purchase-page';
import { SoatPage } from '../features/soat-info/soat-page';
import { TariffsPage } from '../features/tariffs/tariffs-page';
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
  PATHS.comprarSoat,
  `${PATHS.realizarPagoSoat}/${REQUEST}`,
  `${PATHS.respuestaPagoSoat}/${REQUEST}`,
  `${PATHS.respuestaPagoSoat}/${REQUEST}?env&id`,
];

/**
 * `remote_soat/routes`: rates, SOAT information, consult, "mis pólizas", the
 * purchase flow and its payment pages. Mounted by the host under a route whose
 * base is `/` (and by the standalone shell the same way).
 */
export default function SoatRoutes({ pageData }: { pageData?: PageData }) {
  return (
    <PageDataProvider data={pageData}>
      <Routes>
        <Route path={routePath(PATHS.tarifas)} element={<TariffsPage />} />
        <Route path={routePath(PATHS.soat)} element={<SoatPage />} />
        <Route path={routePath(PATHS.consultaSoat)} element={<ConsultPage />} />
        <Route path={routePath(PATHS.misPolizas)} element={<MyPoliciesPage />} />
        <Route path={routePath(PATHS.cotizarSoat)} element={<Navigate to={PATHS.comprarSoat} replace />} />
        <Route path={routePath(PATHS.comprarSoat)} element={<PurchasePage />} />
        <Route path={`${routePath(PATHS.realizarPagoSoat)}/:idSolicitudSoat`} element={<PaymentPage />} />
        <Route path={`${routePath(PATHS.respuestaPagoSoat)}/:idSolicitudSoat`} element={<PaymentResultPage />} />
        <Route path="*" element={<Navigate to={PATHS.home} replace />} />
      </Routes>
    </PageDataProvider>
  );
}
