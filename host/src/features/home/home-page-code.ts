// /home's own code (the hero, the plate box, the rating summary…) in a chunk of its own, so that every
// other page no longer fetches it with the app (docs/decisions/048, decision 18). Asked for by the start
// beside the bootstrap's code when the page is /home (host/src/index.ts), by the route table otherwise:
// one request either way.
import type { ComponentType } from 'react';

let code: Promise<ComponentType> | undefined;

/** The home page's component, its code fetched on the first call. */
export function loadHomePage(): Promise<ComponentType> {
  code ??= import('./home-page').then(
    (page) => page.HomePage,
    (error: unknown) => {
      code = undefined; // asked again by the next call (the route's retry)
      throw error;
    },
  );
  return code;
}
