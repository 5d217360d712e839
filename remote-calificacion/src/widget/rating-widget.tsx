import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { adapterLoader, scriptBase } from './api-address';
import type { RatingAdapter, SentRating } from './rating-api';
import { WidgetShell } from './widget-shell';

export type { SentRating } from './rating-api';

export interface RatingWidgetProps {
  /** The rating link's token (from the policy email, or minted by an integrator's server). */
  token: string;
  /** The API's base address; by default the one in the `config.json` served beside this remote. */
  apiBaseUrl?: string;
  /** `es` (default), `en` or `tr`. */
  lang?: string;
  /** Called with the rating once the API stored it. */
  onSubmitted?: (rating: SentRating) => void;
  /** How the widget reaches the API (the portal passes one on its HTTP client); overrides `apiBaseUrl`. */
  adapter?: RatingAdapter;
}

/**
 * `remote_calificacion/RatingWidget`: the rating widget as a React component
 * for hosts of their own. It renders into its own shadow root, with its own
 * styles, so the page's styles neither reach it nor are reached by it. React
 * comes from the host's share scope (nothing is loaded twice).
 */
export default function RatingWidget({ token, apiBaseUrl, lang, onSubmitted, adapter }: RatingWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (element) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  const loadAdapter = useMemo(
    () => (adapter ? () => Promise.resolve(adapter) : adapterLoader(apiBaseUrl, scriptBase())),
    [adapter, apiBaseUrl],
  );
  return (
    <div ref={host} data-soat-calificacion="">
      {root &&
        createPortal(
          <WidgetShell token={token} loadAdapter={loadAdapter} lang={lang} onSubmitted={onSubmitted} />,
          root,
        )}
    </div>
  );
}
