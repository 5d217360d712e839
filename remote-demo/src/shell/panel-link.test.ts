import { panelHref, shortcutLinkOf } from './panel-link';

describe("a shortcut's link", () => {
  it.each([
    ['/apps/contacts', '/apps/contacts'],
    ['  /apps/tasks/  ', '/apps/tasks/'],
    ['/apps/academy/123?step=2', '/apps/academy/123?step=2'],
    ['/dashboards/project#resumen', '/dashboards/project#resumen'],
    ['/demo/apps/notes', '/apps/notes'],
  ])('takes the demo page %j as %j', (typed, stored) => {
    expect(shortcutLinkOf(typed)).toBe(stored);
  });

  it.each([
    '',
    'apps/contacts',
    'https://example.com/apps/contacts',
    '//example.com/apps',
    '/\\example.com',
    'javascript:alert(1)',
    '/apps/../../soat',
    '/apps/%2E%2E/soat',
    '/apps/./contacts',
    '/apps contacts',
    '/',
    '/demo',
    '/demo/',
  ])('refuses %j, which is no page of the demo', (typed) => {
    expect(shortcutLinkOf(typed)).toBeNull();
  });
});

describe("a panel's link", () => {
  it('opens the demo page of a link of the template', () => {
    expect(panelHref('/apps/chat/42')).toBe('/demo/apps/chat/42');
  });

  it('is none for an item without a link or with one outside the demo', () => {
    expect(panelHref(null)).toBeNull();
    expect(panelHref('https://example.com')).toBeNull();
    expect(panelHref('/apps/../..//example.com')).toBeNull();
  });
});
