import { createContext, use, useEffect, type ReactNode } from 'react';
// by the door's name, not './contract': a remote then uses the host's copy of the contract (its table of
// apps included) instead of bundling its own into this door
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@soat/shared/federation';

// The data a page was rendered with on request by its remote's server
// (docs/decisions/011): given to the remote's routes on the server, and read
// from the page in the browser, where the app's first render shows the same
// page instead of its loading state. In the browser it is used once: a later
// visit to a page (in the app, without a new document) loads its data afresh.
// A door of its own (`@soat/shared/page-data`): only the remotes that render
// pages on request load it, never the host's first page.

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ data, children }: { data: PageData | undefined; children: ReactNode }) {
  return <PageDataContext value={data ?? null}>{children}</PageDataContext>;
}

let inDocument: PageData | null | undefined;

function documentPageData(): PageData | null {
  if (inDocument === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
    try {
      inDocument = element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
    } catch {
      inDocument = null; // not ours to show: the page loads its data as usual
    }
  }
  return inDocument;
}

/** The page data, on the server or until the browser's first use of it. */
export function usePageData(): PageData | null {
  const given = use(PageDataContext);
  const data = given ?? documentPageData();
  useEffect(() => {
    if (data && data === inDocument) inDocument = null;
  }, [data]);
  return data;
}

/** Forgets what was read from the page (tests, which render many pages in one document). */
export function resetPageData(): void {
  inDocument = undefined;
}
