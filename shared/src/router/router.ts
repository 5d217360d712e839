// Public door of `@soat/shared/router`. Every app routes through this module so
// that the page holds one router (a shared module ships whole: re-exporting only
// what the apps use keeps react-router's share small).
export {
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  BrowserRouter,
} from 'react-router';
export type { RouteObject } from 'react-router';
export { PATHS, paymentPath, routePath, safeRedirectPath } from './paths';
