// @ts-check
// Build-time trim (see third-party-trims.ts), applied by webpack-rules.ts to React Router's production
// build only (its one module holding the whole library, `dist/production/chunk-*.mjs`). The module makes its
// contexts and components at load (`var Form = React.forwardRef(…)`, `React.createContext(…)`,
// `React.memo(…)`) and names each for the developer tools (`Form.displayName = "Form";`): calls and
// assignments may have side effects as far as the minifier knows, so every component stays in the bundle
// with all it uses (Form, ScrollRestoration, the data router's pieces), though the portal routes in
// declarative mode (docs/decisions/021). Each such declaration becomes pure and the names go (production
// has no developer tools to show them), so what nothing imports leaves the bundle.
// JavaScript (checked by tsc all the same), not TypeScript: webpack names the modules it builds after the
// files that load them, and those names give the bundles' ids; the budgets are measured on those bytes.
/** @param {string} source */
module.exports = function pureComponents(source) {
  return source
    .replace(/^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm, 'var $1 = /* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
};
