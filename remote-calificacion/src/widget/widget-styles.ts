// The widget's own plain CSS (no Chakra: it runs on partners' pages and stays
// small). Inside a shadow root `:host` stops the page's inherited styles (font,
// colour, line height) and nothing leaks out; in the portal's page the form is
// rendered in the page itself (`sc-widget--inline`, so that a prerendered page
// shows it), where it takes the page's font and colours and every rule below is
// scoped to `.sc-widget`. Colours meet WCAG AA on white and on the portal's pages. The stars are drawn
// from the radios' own `:checked`, outlined until chosen (the choice shows by shape, not by colour alone):
// the chosen one, and with `:has` the ones before it. So a page that arrived before the app shows the
// star a visitor taps, and never one the form does not hold.
export const WIDGET_CSS = `
:host { all: initial; display: block; }
.sc-widget { box-sizing: border-box; max-width: 36rem; padding: 1.25rem; border: 1px solid #cbd5e0; border-radius: 0.75rem;
  background: #fff; color: #1a202c; font: 400 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.sc-widget *, .sc-widget *::before, .sc-widget *::after { box-sizing: inherit; }
.sc-widget--inline { max-width: none; padding: 0; border: 0; background: transparent; color: inherit; font: inherit; }
.sc-widget h2, .sc-widget h3 { margin: 0 0 0.5rem; font-size: 1.25rem; line-height: 1.3; }
.sc-widget p { margin: 0 0 0.75rem; }
.sc-widget form { display: grid; gap: 1.25rem; margin: 0; }
.sc-widget fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.sc-widget legend, .sc-widget .sc-label { display: block; margin-bottom: 0.5rem; padding: 0; font-weight: 600; }
.sc-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.sc-stars { display: flex; gap: 0.25rem; }
.sc-star { position: relative; display: inline-flex; cursor: pointer; }
.sc-star input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.sc-star-glyph { display: inline-block; padding: 0 0.125rem; border-radius: 0.375rem; color: #718096; font-size: 2.25rem; line-height: 1.1; }
.sc-star-glyph::before { content: "☆"; }
.sc-star input:checked + .sc-star-glyph { color: #b7791f; }
.sc-star input:checked + .sc-star-glyph::before { content: "★"; }
.sc-star:has(~ .sc-star input:checked) .sc-star-glyph { color: #b7791f; }
.sc-star:has(~ .sc-star input:checked) .sc-star-glyph::before { content: "★"; }
.sc-star input:focus-visible + .sc-star-glyph { outline: 3px solid #2b6cb0; outline-offset: 2px; }
.sc-choices { display: flex; gap: 1.5rem; }
.sc-choice { display: inline-flex; align-items: center; gap: 0.5rem; cursor: pointer; }
.sc-choice input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: #2b6cb0; }
.sc-widget textarea { display: block; width: 100%; min-height: 6rem; padding: 0.5rem 0.75rem; border: 1px solid #718096; border-radius: 0.375rem;
  background: #fff; color: #1a202c; font: inherit; resize: vertical; }
.sc-hint, .sc-counter { margin: 0.25rem 0 0; font-size: 0.875rem; color: #4a5568; }
.sc-widget--inline .sc-hint, .sc-widget--inline .sc-counter { color: inherit; opacity: 0.85; }
.sc-counter { text-align: end; }
.sc-error { margin: 0.375rem 0 0; color: #c53030; font-size: 0.875rem; font-weight: 600; }
.sc-widget [aria-invalid="true"] { border-color: #c53030; }
.sc-widget button { justify-self: start; min-height: 2.75rem; padding: 0.5rem 1.25rem; border: 0; border-radius: 0.375rem;
  background: #2b6cb0; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.sc-widget button:hover { background: #2c5282; }
.sc-widget button:disabled { opacity: 0.7; cursor: progress; }
.sc-widget input:focus-visible, .sc-widget textarea:focus-visible, .sc-widget button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
.sc-status { margin: 0; padding: 0.75rem; border-radius: 0.375rem; background: #ebf8ff; color: #1a365d; }
.sc-status--error { background: #fff5f5; color: #822727; }
.sc-sent { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0; }
.sc-sent dt { font-weight: 600; }
.sc-sent dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
`;
