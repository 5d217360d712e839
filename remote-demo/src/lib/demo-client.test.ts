/**
 * @jest-environment node
 */
import { testApi } from '@soat/shared/testing';
import { demoApi, DemoRequestError, resetDemoApi } from './demo-client';

beforeEach(resetDemoApi);

describe("the demo's client", () => {
  it('answers demo calls in the page, never through the network', async () => {
    // every request that leaves for the network, to any address (the test API sees them all)
    const network: string[] = [];
    testApi.events.on('request:start', ({ request }) => network.push(request.url));
    const tags = await demoApi.get<{ title: string }[]>('api/apps/contacts/tags');
    expect(tags.map((tag) => tag.title)).toContain('Band');
    expect(network).toEqual([]);
  });

  it("answers 404 for the portal's own API: its calls are never served by the mock", async () => {
    await expect(demoApi.get('soat/api/v1/tarifas')).rejects.toEqual(new DemoRequestError(404));
    await expect(demoApi.post('seguridad/api/v1/auth/inicio-sesion', {})).rejects.toMatchObject({ status: 404 });
  });

  it('starts from a fresh copy of the seed after a reset', async () => {
    const created = await demoApi.post<{ id: string }>('api/apps/contacts/contact');
    expect(await demoApi.get('api/apps/contacts/contact', { id: created.id })).not.toBeNull();
    resetDemoApi();
    expect(await demoApi.get('api/apps/contacts/contact', { id: created.id })).toBeNull();
  });
});
