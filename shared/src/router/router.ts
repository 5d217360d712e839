// Public door of `@soat/shared/router`. Every app routes through this module so
// that the page holds one router (a shared module ships whole: re-exporting only
// what the apps use keeps react-router's share small). The portal routes in
// declarative mode: the data router's APIs (`createBrowserRouter`, loaders,
// `ScrollRestoration`, `useRouteError`) would double the share (docs/decisions/021). `Link` and `NavLink` are
// the portal's, made of React Router's hooks: React Router's carry framework mode's prefetching
// (docs/decisions/048).
export {
  matchPath,
  MemoryRouter,
  Navigate,
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
export { Link, NavLink, type LinkProps, type NavLinkProps, type NavLinkRenderProps } from './links';
export { PATHS, paymentPath, purchaseEntryState, routePath, safeRedirectPath, type PurchaseEntryState } from './paths';
