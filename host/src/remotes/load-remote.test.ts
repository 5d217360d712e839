import { loadRemote } from '@module-federation/enhanced/runtime';
import { createRuntimeConfig } from '@soat/shared/testing';
import { forgetRemoteAttempts, registerPortalRemotes, remoteReady, remoteRoutes } from './load-remote';
import { preloadedManifests } from './preloaded-manifests';

const load = loadRemote as jest.Mock;
const routes = { default: () => null };

beforeEach(() => {
  forgetRemoteAttempts();
  registerPortalRemotes(createRuntimeConfig());
});
afterEach(() => jest.useRealTimers());

describe('waiting for the remote of a page the server wrote', () => {
  it('waits for the routes, then hands React a promise it can read at once', async () => {
    load.mockResolvedValue(routes);
    await remoteReady('auth', 10_000);
    expect(remoteRoutes('auth', 0)).toMatchObject({ status: 'fulfilled', value: routes });
  });

  it('gives up waiting after the time allowed, so a hung remote never holds the page', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => {}));
    let ready = false;
    void remoteReady('auth', 10_000).then(() => (ready = true));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(ready).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });

  it('stops waiting when the remote fails, leaving the failure for the section to show', async () => {
    load.mockRejectedValue(new Error('remoteEntry.js answered 503'));
    await expect(remoteReady('auth', 10_000)).resolves.toBeUndefined();
    expect(remoteRoutes('auth', 0)).toMatchObject({ status: 'rejected' });
  });
});

describe('the manifests the page loader asked for', () => {
  afterEach(() => delete window.__soatManifests);

  it('are handed to the federation runtime once, then asked for again', async () => {
    const answer = Promise.resolve(new Response('{}'));
    window.__soatManifests = { 'http://remote.test/mf-manifest.json': answer };
    const plugin = preloadedManifests();
    const fetch = plugin.fetch as (url: string, init: RequestInit) => unknown;
    expect(fetch('http://remote.test/mf-manifest.json', {})).toBe(answer);
    expect(fetch('http://remote.test/mf-manifest.json', {})).toBeUndefined();
    expect(fetch('http://other.test/mf-manifest.json', {})).toBeUndefined();
  });
});
