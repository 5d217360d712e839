import { PATHS } from '@soat/shared/router';
import PORTAL_APPS from '@soat/shared/portal-apps.json';
import { REMOTE_CONTAINERS, REMOTE_NAMES, REMOTE_SECTIONS } from './contract';

/** The host's own pages; every other path belongs to a remote's section. */
const HOST_PAGES = ['home', 'quienes-somos'];

const firstSegment = (path: string) => path.split('/')[1] ?? '';

describe('the portal table of apps', () => {
  it('gives each section to exactly one remote', () => {
    const sections = REMOTE_NAMES.flatMap((remote) => PORTAL_APPS.remotes[remote].sections);
    expect(new Set(sections).size).toBe(sections.length);
    expect(REMOTE_SECTIONS['iniciar-sesion']).toBe('auth');
    expect(REMOTE_SECTIONS['cotizar-soat']).toBe('soat');
  });

  it('names every path of the portal either as a host page or as a section of a remote', () => {
    for (const path of Object.values(PATHS)) {
      const segment = firstSegment(path);
      expect(HOST_PAGES.includes(segment) || Object.hasOwn(REMOTE_SECTIONS, segment)).toBe(true);
    }
  });

  it('gives every section a named path, so links never spell one by hand', () => {
    const named = new Set(Object.values(PATHS).map(firstSegment));
    for (const section of Object.keys(REMOTE_SECTIONS)) expect(named).toContain(section);
  });

  it('gives every app its own port and every remote a unique snake_case container name', () => {
    const ports = [PORTAL_APPS.host, PORTAL_APPS.api, ...Object.values(PORTAL_APPS.remotes)].map((app) => app.port);
    expect(new Set(ports).size).toBe(ports.length);
    const containers = Object.values(REMOTE_CONTAINERS);
    expect(new Set(containers).size).toBe(containers.length);
    for (const container of containers) expect(container).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
