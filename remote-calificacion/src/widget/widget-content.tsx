import { useEffect, useId, useRef, useState } from 'react';
import { refusesLink, type RatingAdapter, type RatingCheck, type SentRating } from './rating-api';
import { RatingForm } from './rating-form';
import { SentRatingList } from './sent-rating';
import type { WidgetTranslate } from './widget-texts';

type State =
  | { kind: 'checking' }
  | { kind: 'pending'; check: RatingCheck; adapter: RatingAdapter }
  | { kind: 'rated'; rating: SentRating }
  | { kind: 'thanks'; rating: SentRating }
  | { kind: 'invalid' }
  | { kind: 'unreachable' };

export interface WidgetContentProps {
  token: string;
  /** The API the widget talks to (it may first read a configuration file). */
  loadAdapter: () => Promise<RatingAdapter>;
  t: WidgetTranslate;
  onSubmitted?: (rating: SentRating) => void;
}

/**
 * The whole widget: checks the link, then shows the form, the thanks once
 * sent, what was sent with a used link, or why the link cannot be used. It
 * never leaves the page: every outcome is told inside the widget.
 */
export function WidgetContent({ token, loadAdapter, t, onSubmitted }: WidgetContentProps) {
  const titleId = useId();
  const [state, setState] = useState<State>(() => (token ? { kind: 'checking' } : { kind: 'invalid' }));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    loadAdapter()
      .then(async (adapter) => ({ adapter, answer: await adapter.check(token) }))
      .then(
        ({ adapter, answer }) =>
          current &&
          setState(
            answer.estado === 'calificada' && answer.calificacion
              ? { kind: 'rated', rating: answer.calificacion }
              : { kind: 'pending', check: answer, adapter },
          ),
        (error: unknown) => current && setState({ kind: refusesLink(error) ? 'invalid' : 'unreachable' }),
      );
    return () => {
      current = false;
    };
  }, [loadAdapter, token, round]);

  const retry = () => {
    setState({ kind: 'checking' });
    setRound((count) => count + 1);
  };

  // after sending, or when the link turns out unusable, the heading says what happened
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state.kind]);

  const outcome = (kind: 'thanks' | 'invalid', rating?: SentRating) => {
    moved.current = true;
    if (kind === 'thanks' && rating) {
      setState({ kind, rating });
      onSubmitted?.(rating);
    } else setState({ kind: 'invalid' });
  };

  const title =
    state.kind === 'thanks'
      ? t('thanks.title')
      : state.kind === 'rated'
        ? t('rated.title')
        : state.kind === 'invalid'
          ? t('invalid.title')
          : t('title');

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div aria-live="polite">
        {state.kind === 'checking' && <p className="sc-status">{t('checking')}</p>}
        {state.kind === 'unreachable' && <p className="sc-status sc-status--error">{t('unreachable')}</p>}
      </div>
      {state.kind === 'unreachable' && (
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      )}
      {state.kind === 'pending' && (
        <>
          <p>{t('reference', { referencia: state.check.referencia })}</p>
          <RatingForm
            token={token}
            adapter={state.adapter}
            t={t}
            onSent={(rating) => outcome('thanks', rating)}
            onInvalid={() => outcome('invalid')}
          />
        </>
      )}
      {state.kind === 'thanks' && (
        <>
          <p>{t('thanks.body')}</p>
          <SentRatingList rating={state.rating} t={t} />
        </>
      )}
      {state.kind === 'rated' && (
        <>
          <p>{t('rated.body')}</p>
          <SentRatingList rating={state.rating} t={t} />
        </>
      )}
      {state.kind === 'invalid' && <p>{t('invalid.body')}</p>}
    </section>
  );
}
