/** @jest-environment node */
import { ICON_SET_PATHS } from './seed/icons';
import { createTestApi } from './testing/mock-client';

describe('api/ui/icons', () => {
  it.each(ICON_SET_PATHS)('GET %s answers its namespace, name, grid and list', async (set) => {
    const { status, body } = await createTestApi().get(`api/ui/icons/${set}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.grid).toBe(set === 'heroicons-mini' ? 'icon-size-5' : 'icon-size-6');
  });

  it('answers 404 for a set the template does not have', async () => {
    expect((await createTestApi().get('api/ui/icons/fontawesome')).status).toBe(404);
  });
});
