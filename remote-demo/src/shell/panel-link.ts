// The links of the header's panels (a notification's, a message's, a shortcut's): paths of the
// template's data (`/apps/contacts`), shown as pages of this demo (`/demo/apps/contacts`).
import { PATHS } from '@soat/shared/router';
import { demoLink } from '../lib/demo-paths';

/**
 * A path of this site: `/` and segments, then an optional query and fragment. No scheme, no `//host`,
 * no backslash, no spaces, and no `.` or `..` segment (`%2e` too: a browser reads it as a dot), which
 * would climb out of the demo.
 */
const SITE_PATH = /^(?:\/(?!(?:\.|%2e){1,2}(?:[/?#]|$))[\w\-.~%@!$&'()*+,;=:]+)+\/?(?:\?[^\s#\\]*)?(?:#[^\s\\]*)?$/i;

/**
 * The link a shortcut stores for what was typed: a page of the demo as the template's data writes it
 * (`/apps/contacts`), or null when it leads outside the demo. The address bar's form, `/demo/apps/contacts`,
 * is taken too.
 */
export function shortcutLinkOf(typed: string): string | null {
  const path = typed.trim();
  if (!SITE_PATH.test(path)) return null;
  const inDemo = path.startsWith(`${PATHS.demo}/`) ? path.slice(PATHS.demo.length) : path;
  return inDemo === '/' || inDemo === PATHS.demo ? null : inDemo;
}

/** The demo page a stored link opens, or null when it is not a page of the demo (no link is shown then). */
export function panelHref(link: string | null): string | null {
  return link !== null && SITE_PATH.test(link) ? demoLink(link) : null;
}
