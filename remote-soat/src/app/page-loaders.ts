import type { RemoteRoutesModule } from '@soat/shared/federation';
import { checkPlate } from '@soat/shared/rules/plate';
import { PATHS } from '@soat/shared/router';
import { readRequest, requestPage } from '../lib/server-request';
import { CONSULT_PLATE_DATA } from '../features/consult/consult-page-data';
import { RENEWAL_DATA, RENEWALS } from '../features/purchase/renewal-page-data';
import { isFollowed } from '../features/payment-result/payment-outcome';

/** The purchase request's segment in the payment pages' addresses. */
export const REQUEST = ':idSolicitudSoat';

const paymentResult: NonNullable<RemoteRoutesModule['pageLoaders']>[string] = async (context) => {
  const request = await readRequest(context);
  return request && requestPage(request, isFollowed(request));
};

/**
 * The pages rendered on request by this remote's server (docs/decisions/011): the consult opened from a
 * policy's QR code, with its plate; the purchase opened from a renewal reminder's link, filled with the
 * policy it renews; and the payment pages, finished, with
 * their purchase request. A request paid already is not
 * rendered for the payment page (the app sends the visitor on to its result);
 * a result that can still change (its payment, or its policy's invoice on its way) starts the app at once, to
 * follow it. The
 * result page is rendered as the gateway sends the visitor back too (`?env&id`).
 */
export const pageLoaders: RemoteRoutesModule['pageLoaders'] = {
  // a policy's QR code opens the consult with its plate: shown at once, asking the API nothing
  [`${PATHS.consultaSoat}?placa`]: async ({ query }) => {
    const plate = checkPlate(query.placa ?? '');
    return plate.ok ? { data: { [CONSULT_PLATE_DATA]: plate.value }, startNow: false } : null;
  },
  // a renewal reminder's link: the purchase filled for the policy it renews, so a customer who opens it from
  // the email sees it without touching the page (issue 23). The token is read with a POST, as the app reads
  // it, and never shown. A link the API refuses, or the API down or slow: the page in its loading state,
  // and the app starts at once to ask again (and says what is wrong).
  [`${PATHS.comprarSoat}?renovar`]: async ({ query, post }) => {
    const answer = await post(RENEWALS, { token: query.renovar }).catch(() => null);
    return answer?.status === 200 ? { data: { [RENEWAL_DATA]: answer.body }, startNow: false } : null;
  },
  [`${PATHS.realizarPagoSoat}/${REQUEST}`]: async (context) => {
    const request = await readRequest(context);
    return request?.estado === 'pendiente-pago' ? requestPage(request, false) : null;
  },
  [`${PATHS.respuestaPagoSoat}/${REQUEST}`]: paymentResult,
  [`${PATHS.respuestaPagoSoat}/${REQUEST}?env&id`]: paymentResult,
};
