// Stand-in for `use-sync-external-store/shim` in the apps' builds (tooling/third-party-trims.ts): on React
// 18 and later the shim hands out React's own hook, so the portal (React 19) takes that directly. Here, not
// in tooling/, so that `react` resolves as the shared library's own imports do.
export { useSyncExternalStore } from 'react';
