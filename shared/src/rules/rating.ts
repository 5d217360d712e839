// A customer's rating of the service (ADR 012): how many stars, an optional
// comment and whether they would recommend us. Pure and free of dependencies:
// the API and the rating form check a rating with this one module.
import type { RuleCheck } from './rule-check.js';

export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
/** The longest comment, in characters, counted after trimming. */
export const RATING_COMMENT_MAX_LENGTH = 500;

export const RATING_MESSAGES = {
  'stars.required': `Elige cuántas estrellas le das al servicio, de ${RATING_MIN_STARS} a ${RATING_MAX_STARS}.`,
  'stars.range': `La calificación es un número entero de estrellas entre ${RATING_MIN_STARS} y ${RATING_MAX_STARS}.`,
  'comment.format': 'El comentario debe ser un texto.',
  'comment.tooLong': `El comentario puede tener como máximo ${RATING_COMMENT_MAX_LENGTH} caracteres.`,
  'recommend.required': 'Dinos si recomendarías nuestro servicio.',
} as const;

export type RatingCode = keyof typeof RATING_MESSAGES;

function refuse(code: RatingCode, params?: Record<string, number>): RuleCheck<never> {
  return { ok: false, code, message: RATING_MESSAGES[code], ...(params ? { params } : {}) };
}

/** Stars: a whole number from 1 to 5 (a number, not the text "5"). */
export function checkStars(value: unknown): RuleCheck<number> {
  if (value === undefined || value === null || value === '') return refuse('stars.required');
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN_STARS && value <= RATING_MAX_STARS
    ? { ok: true, value }
    : refuse('stars.range', { min: RATING_MIN_STARS, max: RATING_MAX_STARS });
}

/** The comment as stored: trimmed, at most 500 characters; nothing (or only spaces) is no comment, null. */
export function checkComment(value: unknown): RuleCheck<string | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return refuse('comment.format');
  const comment = value.trim();
  if (comment === '') return { ok: true, value: null };
  return [...comment].length <= RATING_COMMENT_MAX_LENGTH
    ? { ok: true, value: comment }
    : refuse('comment.tooLong', { count: RATING_COMMENT_MAX_LENGTH });
}

/** Whether they would recommend us: required, true or false. */
export function checkRecommends(value: unknown): RuleCheck<boolean> {
  return typeof value === 'boolean' ? { ok: true, value } : refuse('recommend.required');
}
