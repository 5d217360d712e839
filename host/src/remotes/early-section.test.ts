import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRuntimeConfig } from '@soat/shared/testing';
import { SECTION_FRAME_ATTRIBUTE } from '../lib/prerendered-page';
import { loadSectionEarly } from './early-section';
import { forgetRemoteAttempts, registerPortalRemotes, remoteRoutes } from './load-remote';

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

function pageAt(path: string, { sectionFrame }: { sectionFrame: boolean }) {
  window.history.pushState({}, '', path);
  document.body.innerHTML = `<div id="root" ${sectionFrame ? SECTION_FRAME_ATTRIBUTE : ''}></div>`;
}

beforeEach(() => {
  forgetRemoteAttempts();
  load.mockReset();
  register.mockClear();
});

describe('loading a section’s remote before the host has started', () => {
  it('asks for the remote’s routes and the code of the page at the address as soon as the configuration is known', async () => {
    pageAt('/soat/mis-polizas?reclamar=abc', { sectionFrame: true });
    const preloadPage = jest.fn().mockResolvedValue(undefined);
    const routes = { default: () => null, preloadPage };
    load.mockResolvedValue(routes);
    await loadSectionEarly(Promise.resolve(createRuntimeConfig()));
    expect(load).toHaveBeenCalledWith('remote_soat/routes');
    // the host's start, later, finds the same attempt under way instead of asking again
    await expect(remoteRoutes('soat', 0)).resolves.toBe(routes);
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadPage).toHaveBeenCalledWith('/soat/mis-polizas');
  });

  it('registers the remotes once, whoever registers them first', async () => {
    pageAt('/tarifas', { sectionFrame: true });
    load.mockResolvedValue({ default: () => null });
    const config = createRuntimeConfig();
    await loadSectionEarly(Promise.resolve(config));
    registerPortalRemotes(config);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on a page of the host’s own, or when the configuration cannot be read', async () => {
    pageAt('/home', { sectionFrame: false });
    await loadSectionEarly(Promise.resolve(createRuntimeConfig()));
    pageAt('/tarifas', { sectionFrame: true });
    await loadSectionEarly(Promise.reject(new Error('/config.json answered 503')));
    await loadSectionEarly(Promise.resolve({ apiBaseUrl: 42 }));
    expect(load).not.toHaveBeenCalled();
  });
});
