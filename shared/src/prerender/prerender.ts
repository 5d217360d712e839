// Public door of `@soat/shared/prerender`: rendering in Node only (the apps'
// Node builds, docs/serving-a-page.md); no browser bundle imports it.
export { renderMarkup } from './render-page';
export { remotePageServer } from './render-remote-pages';
