/** The URL this bundle is served from (webpack resolves `publicPath: 'auto'` at run time). */
declare const __webpack_public_path__: string;

declare module '*.svg' {
  const url: string;
  export default url;
}
