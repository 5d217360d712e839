// What a page load sent over the network, as the benches count it: Chromium's own figure of each answer's
// bytes on the wire (the DevTools protocol), with the cache off so every load is a first visit.
import type { Page } from '@playwright/test';

/** An answer as the DevTools protocol reports it (Network.Response): what `describe` reads. */
export interface NetworkResponse {
  url: string;
  mimeType: string;
  status: number;
  headers: Record<string, string>;
}

/**
 * Records the answers `describe(response)` keeps (it answers an entry, or null to skip one), each with
 * its bytes on the wire in `entry.wire` once loaded. Answers the DevTools session and the live Map, by request.
 * Call it before the page loads.
 */
export async function recordAnswers<Entry extends object>(
  page: Page,
  describe: (response: NetworkResponse) => Entry | null,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const answers = new Map<string, Entry & { wire: number }>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = describe(response);
    if (entry) answers.set(requestId, { ...entry, wire: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = answers.get(requestId);
    if (entry) entry.wire = encodedDataLength;
  });
  return { cdp, answers };
}

/** How long an answer may be kept: a year or a day at least ('immutable': a CDN keeps it), or less ('short'). */
export function cacheLifetime(cacheControl: string) {
  const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return /immutable/.test(cacheControl) || maxAge >= 86_400 ? 'immutable' : 'short';
}
