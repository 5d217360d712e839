// The router door's `Link` and `NavLink`: React Router's own, as the portal uses them, made of its hooks.
// React Router's components also carry framework mode's prefetching (`prefetch`, `discover`: the route
// modules' <link> tags, for a data router the portal does not use, docs/decisions/021) and the data router's
// pending and view-transition states, about 2.5 KB gzip of the router's share on every page
// (docs/decisions/048). What a link does is the same: its `href` from `useHref`, a click as React Router
// handles it (`useLinkClickHandler`: modifier keys, `target`, `replace`, `state`), an address of another
// origin as a plain link; a nav link is current as React Router decides (`end`, `caseSensitive`), with
// `aria-current` and the `active` class. The same markup but React Router's `data-discover` (framework mode's
// mark of the links whose routes it discovers; nothing reads it in declarative mode).
import { type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  type RelativeRoutingType,
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';

/** What the portal's links take (React Router's `LinkProps` but the data router's and framework mode's). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  relative?: RelativeRoutingType;
  preventScrollReset?: boolean;
  /** a full page load instead of the router's navigation */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An address of another origin, or of another scheme (`mailto:`), which the router does not navigate to. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function Link({
  to,
  replace,
  state,
  relative,
  preventScrollReset,
  reloadDocument,
  target,
  onClick,
  ref,
  children,
  ...rest
}: LinkProps) {
  // an absolute address of this origin is navigated to as its path, as React Router does
  const path = typeof to === 'string' && ABSOLUTE_URL.test(to) ? pathOnThisOrigin(to) : to;
  const href = useHref(path ?? '.', { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(path ?? '.', {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
  });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument && path !== null) navigate(event);
  }
  return (
    <a {...rest} ref={ref} href={path === null ? (to as string) : href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** The path of an absolute address of this page's origin; null for another origin or scheme. */
function pathOnThisOrigin(address: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const url = new URL(address.startsWith('//') ? window.location.protocol + address : address);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** What a nav link's class, style and content may be computed from. */
export interface NavLinkRenderProps {
  isActive: boolean;
  /** always false: pending navigations are the data router's */
  isPending: boolean;
  /** always false: view transitions are the data router's */
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** current only on this very path, not below it */
  end?: boolean;
  caseSensitive?: boolean;
  'aria-current'?: 'page' | 'step' | 'location' | 'date' | 'time' | 'true' | 'false';
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

export function NavLink({
  end = false,
  caseSensitive = false,
  'aria-current': ariaCurrent = 'page',
  className,
  style,
  children,
  ...rest
}: NavLinkProps) {
  const path = useResolvedPath(rest.to, { relative: rest.relative });
  const location = useLocation();
  let here = location.pathname;
  let target = path.pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    target = target.toLowerCase();
  }
  // React Router's rule: this path, or one below it (`/a` is current on `/a/b`, not on `/ab`)
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}
