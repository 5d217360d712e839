/**
 * The page-level side effects the token rules need. Kept behind one object so
 * tests can observe them (jsdom cannot reload or navigate).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
