// `remote_calificacion/RatingWidget`: props `token`, `apiBaseUrl?`, `lang?`, `onSubmitted?` (ADR 012).
export { default, type RatingWidgetProps, type SentRating } from '../widget/rating-widget';
