import type { RemoteRoutesModule } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';
import type * as PageLoaderBodies from './page-loader-bodies';

/** The purchase request's segment in the payment pages' addresses. */
export const REQUEST = ':idSolicitudSoat';

type PageLoader = NonNullable<RemoteRoutesModule['pageLoaders']>[string];
type Bodies = typeof PageLoaderBodies;

/**
 * A loader whose code comes with its first call. The loaders run only on this remote's server, but
 * `./routes` exports them, so the browser fetched their code (the plate rule, the purchase request's
 * reading, the payment's outcome: 1.5 KB gzip) with every page of the remote; now it fetches this table
 * alone (docs/decisions/048-lighter-pages.md). The Node build holds everything in one file: no fetch there.
 */
const onCall =
  (pick: (bodies: Bodies) => PageLoader): PageLoader =>
  async (context) =>
    pick(await import('./page-loader-bodies'))(context);

/**
 * The pages rendered on request by this remote's server (docs/decisions/011), each with its loader in
 * ./page-loader-bodies.ts: the consult opened from a policy's QR code, the purchase opened from a renewal
 * reminder's link, and the payment pages with their purchase request.
 */
export const pageLoaders: RemoteRoutesModule['pageLoaders'] = {
  [`${PATHS.consultaSoat}?placa`]: onCall((bodies) => bodies.consultFromQr),
  [`${PATHS.comprarSoat}?renovar`]: onCall((bodies) => bodies.purchaseFromRenewal),
  [`${PATHS.realizarPagoSoat}/${REQUEST}`]: onCall((bodies) => bodies.paymentPage),
  [`${PATHS.respuestaPagoSoat}/${REQUEST}`]: onCall((bodies) => bodies.paymentResult),
  [`${PATHS.respuestaPagoSoat}/${REQUEST}?env&id`]: onCall((bodies) => bodies.paymentResult),
};
