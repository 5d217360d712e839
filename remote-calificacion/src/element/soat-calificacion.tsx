// `soat-calificacion.js`: the integrators' one script (ADR 012). It defines
// <soat-calificacion token="…" lang="es" api="…">, the rating widget in the
// element's own shadow root, for plain HTML pages on other origins. Built on its
// own (webpack.element.ts), with Preact standing in for React to stay small.
import { createRoot, type Root } from 'react-dom/client';
import { adapterLoader, scriptBase } from '../widget/api-address';
import type { RatingAdapter, SentRating } from '../widget/rating-api';
import { WidgetShell } from '../widget/widget-shell';

export const ELEMENT_NAME = 'soat-calificacion';
/** Fired on the element once the API stored the rating (`detail`: the rating as stored). */
export const SENT_EVENT = 'calificacion-enviada';

export class SoatRatingElement extends HTMLElement {
  static observedAttributes = ['token', 'lang', 'api'];
  #root: Root | null = null;
  #loader: { api: string | null; load: () => Promise<RatingAdapter> } | null = null;

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.#root) this.#render();
  }

  disconnectedCallback() {
    this.#root?.unmount();
    this.#root = null;
  }

  #render() {
    const api = this.getAttribute('api');
    // one loader per address, so that a change of `lang` does not check the link again
    if (this.#loader?.api !== api) this.#loader = { api, load: adapterLoader(api ?? undefined, scriptBase()) };
    this.#root ??= createRoot(this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
    const token = this.getAttribute('token') ?? '';
    this.#root.render(
      <WidgetShell
        key={token}
        token={token}
        loadAdapter={this.#loader.load}
        lang={this.getAttribute('lang') ?? undefined}
        onSubmitted={(rating: SentRating) =>
          this.dispatchEvent(new CustomEvent(SENT_EVENT, { bubbles: true, composed: true, detail: rating }))
        }
      />,
    );
  }
}

export function defineRatingElement(): void {
  if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, SoatRatingElement);
}
