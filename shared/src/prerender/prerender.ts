// Public door of `@soat/shared/prerender`: build-time rendering, for Node only
// (the apps' prerender builds); no browser bundle imports it.
export { renderMarkup, type PageStyle, type RenderedMarkup } from './render-page';
export {
  prepareRemoteRendering,
  renderRemotePage,
  renderRemotePages,
  type RemotePagesInput,
} from './render-remote-pages';
export type { PrerenderedPageKey, PrerenderedSectionPage } from './section-pages';
