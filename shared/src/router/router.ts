// Public door of `@soat/shared/router`. Every app routes through this module so
// that the page holds one router (a shared module ships whole: re-exporting only
// what the apps use keeps react-router's share small). The portal routes in
// declarative mode: the data router's APIs (`createBrowserRouter`, loaders,
// `ScrollRestoration`, `useRouteError`) would double the share (docs/decisions/021).
export {
  matchPath,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  BrowserRouter,
} from 'react-router';
export { lazyPage, type LazyPage } from './lazy-page';
export { PATHS, paymentPath, purchaseEntryState, routePath, safeRedirectPath, type PurchaseEntryState } from './paths';
