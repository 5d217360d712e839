// Renders a page of this remote as the host would (`renderPage` of @soat/shared/testing), with
// this remote's Spanish texts, and a test API answering as each test says.
import { setUpRemotePage } from '@soat/shared/testing';
import es from '../../public/assets/i18n/es.json';
import { RATING_NAMESPACE } from '../lib/namespace';
import type { RatingCheck, SentRating } from '../widget/rating-api';

export { renderPage, TEST_API } from '@soat/shared/testing';

/** Spanish texts and the test API; call it in `beforeAll`. */
export function setUpPage(): Promise<void> {
  return setUpRemotePage(RATING_NAMESPACE, es);
}

/** The answers of ADR 012, as the tests need them (typed by the API's contract). */
export const RATING_FIXTURES: { pending: RatingCheck; sent: SentRating } = {
  pending: {
    estado: 'pendiente',
    referencia: 'POL-2026-000123',
    nombre: 'Ana',
    venceEn: '2026-12-23T12:00:00.000Z',
    calificacion: null,
  },
  sent: {
    estrellas: 4,
    comentario: 'Rápido y <b>claro</b>',
    recomendaria: true,
    enviadaEn: '2026-11-20T15:00:00.000Z',
  },
};

/** The check of a link that was already used: what was sent with it. */
export const usedCheck = (): RatingCheck => ({
  ...RATING_FIXTURES.pending,
  estado: 'calificada',
  calificacion: RATING_FIXTURES.sent,
});
