import type { SentRating } from './rating-api';
import type { WidgetTranslate } from './widget-texts';

const LOCALES = { es: 'es-CO', en: 'en', tr: 'tr' } as const;

/** What was sent, as a list of terms: stars, comment (text, never HTML), recommendation and date. */
export function SentRatingList({ rating, t }: { rating: SentRating; t: WidgetTranslate }) {
  const date = new Intl.DateTimeFormat(LOCALES[t.language], { dateStyle: 'long' }).format(new Date(rating.enviadaEn));
  return (
    <dl className="sc-sent">
      <dt>{t('sent.stars')}</dt>
      <dd>{t('star', { count: rating.estrellas })}</dd>
      <dt>{t('sent.comment')}</dt>
      <dd>{rating.comentario ?? t('sent.noComment')}</dd>
      <dt>{t('sent.recommend')}</dt>
      <dd>{rating.recomendaria ? t('yes') : t('no')}</dd>
      <dt>{t('sent.date')}</dt>
      <dd>{date}</dd>
    </dl>
  );
}
