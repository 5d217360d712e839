import { loadRemote } from '@module-federation/enhanced/runtime';
import { createRuntimeConfig } from '@soat/shared/testing';
import { forgetRemoteAttempts, registerPortalRemotes, remoteReady, remoteRoutes } from './load-remote';
import { preloadedManifests } from './preloaded-manifests';
import { apiHref } from '@soat/shared/http';
import { setApiBaseUrl } from '../lib/api-client';

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

  it('waits for the code of the page at the address too, when the remote fetches its pages one by one', async () => {
    window.history.pushState({}, '', '/cotizar-soat/comprar-soat');
    let pageLoaded!: () => void;
    const preloadPage = jest.fn(() => new Promise<void>((resolve) => (pageLoaded = resolve)));
    load.mockResolvedValue({ ...routes, preloadPage });
    let ready = false;
    void remoteReady('soat', 10_000).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadPage).toHaveBeenCalledWith('/cotizar-soat/comprar-soat');
    expect(ready).toBe(false);
    pageLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });

  it('points the shared HTTP client at the API before the section’s code asks anything of it', async () => {
    setApiBaseUrl('http://api.test/');
    let address = '';
    const preloadPage = jest.fn(async () => {
      address = apiHref('soat/api/v1/tarifas');
    });
    load.mockResolvedValue({ ...routes, preloadPage });
    await remoteReady('soat', 10_000);
    expect(address).toBe('http://api.test/soat/api/v1/tarifas');
  });

  it('asks for the page’s code again on a retry, and leaves a failure for the page to show', async () => {
    window.history.pushState({}, '', '/tarifas');
    const preloadPage = jest.fn().mockRejectedValueOnce(new Error('chunk answered 503')).mockResolvedValue(undefined);
    load.mockResolvedValue({ ...routes, preloadPage });
    await expect(remoteRoutes('soat', 0)).resolves.toMatchObject({ preloadPage });
    await expect(remoteRoutes('soat', 1)).resolves.toMatchObject({ preloadPage });
    expect(preloadPage.mock.calls).toEqual([['/tarifas'], ['/tarifas']]);
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
