import type { KyInstance, ResponsePromise } from 'ky';
import { deferredClient } from './deferred-client';

/** A stand-in for ky: like ky, it sends one tick after the request is made. */
function fakeKy(events: string[]) {
  const response = new Response('{"ok":true}');
  const post = jest.fn(() => {
    events.push('request made');
    const sent = Promise.resolve().then(() => {
      events.push('request sent');
      return response;
    });
    return Object.assign(sent, {
      json: jest.fn(() => {
        events.push('json asked for');
        return sent.then((answer) => answer.clone().json());
      }),
    }) as unknown as ResponsePromise;
  });
  return { ky: { post } as unknown as KyInstance, post, response };
}

describe('a deferred client', () => {
  it('sends the request through the instance once it has loaded, and answers its response', async () => {
    const events: string[] = [];
    const { ky, post, response } = fakeKy(events);
    const client = deferredClient(() => Promise.resolve(ky));
    const options = { json: { a: 1 } };

    expect(await client.post('algo', options)).toBe(response);
    expect(post).toHaveBeenCalledWith('algo', options);
  });

  it('passes a body method called at once on to the request before it is sent (ky sets the Accept header then)', async () => {
    const events: string[] = [];
    const { ky } = fakeKy(events);
    const client = deferredClient(() => Promise.resolve(ky));

    expect(await client.post('algo').json()).toEqual({ ok: true });
    expect(events).toEqual(['request made', 'json asked for', 'request sent']);
  });

  it('sends a body method called once the request exists straight to it', async () => {
    const events: string[] = [];
    const { ky } = fakeKy(events);
    const client = deferredClient(() => Promise.resolve(ky));
    const request = client.post('algo');
    await request;

    expect(await request.json()).toEqual({ ok: true });
  });

  it('fails the response and its body methods when the instance cannot be loaded', async () => {
    const failure = new Error('Loading chunk failed.');
    const client = deferredClient(() => Promise.reject(failure));

    await expect(client.post('algo')).rejects.toBe(failure);
    await expect(client.post('algo').json()).rejects.toBe(failure);
  });
});
