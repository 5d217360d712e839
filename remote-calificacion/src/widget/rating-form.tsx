import { useId, useRef, useState, type FormEvent } from 'react';
import {
  checkComment,
  checkRecommends,
  checkStars,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX_STARS,
} from '@soat/shared/rules/rating';
import { RatingError, type RatingAdapter, type SentRating } from './rating-api';
import type { WidgetTranslate } from './widget-texts';

const STARS = Array.from({ length: RATING_MAX_STARS }, (_, index) => index + 1);

/** The API's field names (ADR 012) are the form's. */
type Field = 'estrellas' | 'comentario' | 'recomendaria';
const FIELDS: readonly Field[] = ['estrellas', 'comentario', 'recomendaria'];
type Errors = Partial<Record<Field, string>>;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'fix' } | { kind: 'unreachable' } | { kind: 'failed' };

export interface RatingFormProps {
  token: string;
  adapter: RatingAdapter;
  t: WidgetTranslate;
  /** The API stored the rating. */
  onSent: (rating: SentRating) => void;
  /** The API refused the link while sending (used meanwhile, or expired). */
  onInvalid: () => void;
}

/**
 * The rating form, the widget's core: 1–5 stars as a radio group (native
 * radios, so arrow keys move the choice), an optional comment with its counter
 * and whether they would recommend us. Checked with the shared rating rules
 * before sending; the API's field errors land on their fields; a service that
 * cannot be reached is said so, and what was typed stays.
 */
export function RatingForm({ token, adapter, t, onSent, onInvalid }: RatingFormProps) {
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [recommends, setRecommends] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const firstOf = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const errorId = (field: Field) => `${id}-${field}-error`;
  const describedBy = (field: Field, ...others: string[]) =>
    [errors[field] ? errorId(field) : '', ...others].filter(Boolean).join(' ') || undefined;

  function showErrors(found: Errors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) firstOf.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = {
      estrellas: checkStars(stars),
      comentario: checkComment(comment),
      recomendaria: checkRecommends(recommends),
    };
    if (!checked.estrellas.ok || !checked.comentario.ok || !checked.recomendaria.ok) {
      const found: Errors = {};
      for (const field of FIELDS) {
        const result = checked[field];
        if (!result.ok) found[field] = t.rule(result.code);
      }
      setStatus({ kind: 'fix' });
      return showErrors(found);
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const sent = await adapter.submit({
        token,
        estrellas: checked.estrellas.value,
        ...(checked.comentario.value === null ? {} : { comentario: checked.comentario.value }),
        recomendaria: checked.recomendaria.value,
      });
      setStatus({ kind: 'idle' });
      onSent(sent);
    } catch (error) {
      const failure = error instanceof RatingError ? error.failure : 'failed';
      if (failure === 'invalid') return onInvalid();
      if (failure === 'fields' && error instanceof RatingError) {
        const fromApi: Errors = {};
        for (const { campo, mensaje } of error.errores) {
          if (FIELDS.includes(campo as Field)) fromApi[campo as Field] ??= mensaje;
        }
        if (Object.keys(fromApi).length > 0) {
          setStatus({ kind: 'fix' });
          return showErrors(fromApi);
        }
      }
      setStatus({ kind: failure === 'unreachable' ? 'unreachable' : 'failed' });
    }
  }

  const message =
    status.kind === 'sending'
      ? t('sending')
      : status.kind === 'fix'
        ? t('fix')
        : status.kind === 'unreachable'
          ? t('unreachable')
          : status.kind === 'failed'
            ? t('failed')
            : '';
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;

  return (
    <form noValidate onSubmit={submit} aria-busy={status.kind === 'sending'}>
      <fieldset>
        <legend>{t('stars')}</legend>
        <div className="sc-stars">
          {STARS.map((value) => (
            <label key={value} className="sc-star">
              <input
                ref={(element) => {
                  if (value === 1) firstOf.current.estrellas = element;
                }}
                type="radio"
                name={`${id}-estrellas`}
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                aria-describedby={describedBy('estrellas')}
              />
              {/* drawn from the radios' own state (widget-styles.ts), never from the form's: a page that
                  arrived before the app shows the star a visitor taps, and nothing the form does not hold */}
              <span className="sc-star-glyph" aria-hidden="true" />
              <span className="sc-sr">{t('star', { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.estrellas && (
          <p className="sc-error" id={errorId('estrellas')}>
            {errors.estrellas}
          </p>
        )}
      </fieldset>

      <div>
        <label className="sc-label" htmlFor={`${id}-comentario`}>
          {t('comment')}
        </label>
        <textarea
          ref={(element) => {
            firstOf.current.comentario = element;
          }}
          id={`${id}-comentario`}
          name="comentario"
          value={comment}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={errors.comentario ? true : undefined}
          aria-describedby={describedBy('comentario', hintId, counterId)}
        />
        <p className="sc-hint" id={hintId}>
          {t('commentHint')}
        </p>
        <p className="sc-counter" id={counterId}>
          {t('counter', { count: comment.length, max: RATING_COMMENT_MAX_LENGTH })}
        </p>
        {errors.comentario && (
          <p className="sc-error" id={errorId('comentario')}>
            {errors.comentario}
          </p>
        )}
      </div>

      <fieldset>
        <legend>{t('recommend')}</legend>
        <div className="sc-choices">
          {[true, false].map((value) => (
            <label key={String(value)} className="sc-choice">
              <input
                ref={(element) => {
                  if (value) firstOf.current.recomendaria = element;
                }}
                type="radio"
                name={`${id}-recomendaria`}
                value={value ? 'si' : 'no'}
                checked={recommends === value}
                onChange={() => setRecommends(value)}
                aria-describedby={describedBy('recomendaria')}
              />
              {value ? t('yes') : t('no')}
            </label>
          ))}
        </div>
        {errors.recomendaria && (
          <p className="sc-error" id={errorId('recomendaria')}>
            {errors.recomendaria}
          </p>
        )}
      </fieldset>

      <div aria-live="polite">
        {message && <p className={`sc-status${status.kind === 'sending' ? '' : ' sc-status--error'}`}>{message}</p>}
      </div>
      <button type="submit" disabled={status.kind === 'sending'}>
        {t('submit')}
      </button>
    </form>
  );
}
