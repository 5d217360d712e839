// The Node entry of a remote's prerender build (tooling/webpack-prerender.cjs
// aliases `soat-remote-routes` to the remote's `./routes`); read by
// tooling/prerender-remote.mjs at build time, and by the remote's own server to
// render a resource's page on request (web-server/src/remote-pages.ts, docs/decisions/011).
export * as routesModule from 'soat-remote-routes';
export { prepareRemoteRendering, renderRemotePage, renderRemotePages } from '@soat/shared/prerender';
