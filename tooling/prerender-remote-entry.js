// The Node entry of a remote's prerender build (tooling/webpack-prerender.cjs
// aliases `soat-remote-routes` to the remote's `./routes`); read by
// tooling/prerender-remote.mjs.
export * as routesModule from 'soat-remote-routes';
export { renderRemotePages } from '@soat/shared/prerender';
