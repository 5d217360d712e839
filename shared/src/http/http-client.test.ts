import { i18n } from '@soat/shared/i18n';
import es from '../i18n/locales/es.json';
import { browser } from '../lib/browser';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { api, HttpResponse, recordRequests, TEST_API, testApi, type SentRequest } from '../testing/test-api';
import { createToken } from '../testing/tokens';
import { resetUiStateStore, uiStateStore } from '../ui-state/ui-state-store';
import { apiHref, configureHttp, http, type HttpContext } from './http-client';

let sent: SentRequest[];
let reload: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: { es: { shared: es } } });
});
beforeEach(() => {
  configureHttp({ baseUrl: TEST_API });
  sent = recordRequests();
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  resetSessionStore();
  resetUiStateStore();
});

const sentRequest = () => sent[0]!;

/**
 * Answers every request to `path` on the test API with `body` and `status`: paths the contract does not
 * have ('algo'), for the client's own behaviour whatever the operation.
 */
const answer = (path: string, body: Record<string, unknown> = {}, status = 200) =>
  testApi.use(api.untyped.all(`${TEST_API}${path}`, () => HttpResponse.json(body, { status })));
const signedIn = () => {
  const token = createToken();
  sessionStore.getState().authenticate({ id: 'a', email: 'a', name: 'A' }, token);
  return token;
};

describe('Authorization header', () => {
  it('carries Bearer <token> when a non-expired token is stored', async () => {
    const token = signedIn();
    answer('algo');
    await http().get('algo').json();
    expect(sentRequest().headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('is not sent when the stored token has expired', async () => {
    window.localStorage.setItem('accessToken', createToken({ expiresIn: -5 }));
    answer('algo');
    await http().get('algo').json();
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('is not sent without a stored token', async () => {
    answer('algo');
    await http().get('algo').json();
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('X-Request-Id header', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const sentIds = () => sent.map(({ headers }) => headers.get('X-Request-Id'));

  it('carries a fresh UUID on every request, one per request', async () => {
    answer('algo');
    answer('otra');
    await http().get('algo').json();
    await http().post('otra', { json: {} }).json();
    const [first, second] = sentIds();
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('is one UUID even where crypto.randomUUID is missing (a page over plain HTTP)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const getRandomValues = jest.spyOn(crypto, 'getRandomValues');
    try {
      answer('algo');
      await http().get('algo').json();
      await http().get('algo').json();
      expect(getRandomValues).toHaveBeenCalledTimes(2);
    } finally {
      getRandomValues.mockRestore();
      if (descriptor) Object.defineProperty(crypto, 'randomUUID', descriptor);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    const [first, second] = sentIds();
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it("keeps the caller's own id", async () => {
    answer('algo');
    await http()
      .get('algo', { headers: { 'X-Request-Id': 'mi-id-1' } })
      .json();
    expect(sentRequest().headers.get('X-Request-Id')).toBe('mi-id-1');
  });
});

describe('a 401 answer', () => {
  it('signs out and reloads the page when the request carried the session token', async () => {
    signedIn();
    answer('algo', { message: 'No autorizado.' }, 401);
    await expect(http().get('algo').json()).rejects.toThrow();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a request without a session (a wrong password keeps the form)', async () => {
    testApi.use(
      api.post('/seguridad/api/v1/auth/inicio-sesion', ({ response }) =>
        response(401).json({ message: 'Correo o clave incorrectos.' }),
      ),
    );
    await expect(http().post('seguridad/api/v1/auth/inicio-sesion').json()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a failed ratings call', () => {
  it.each([
    [
      401,
      'El token no es válido.',
      'api/calificaciones/consultas',
      (message: string) => api.post('/api/calificaciones/consultas', ({ response }) => response(401).json({ message })),
    ],
    [
      403,
      'Token expirado.',
      'api/calificaciones/consultas',
      // off the contract (the consult answers a bad token 401): the rule covers a 403 on any ratings path too
      (message: string) =>
        api.post('/api/calificaciones/consultas', ({ response }) =>
          response.untyped(HttpResponse.json({ message }, { status: 403 })),
        ),
    ],
    // the submit is the collection itself, with no trailing slash
    [
      403,
      'Este token de calificación ya se usó.',
      'api/calificaciones',
      (message: string) => api.post('/api/calificaciones', ({ response }) => response(403).json({ message })),
    ],
  ])(
    'redirects to /calificacion?invalid=true on %i with a token message (%s, %s), and passes the error on',
    async (status, message, path, answerWith) => {
      testApi.use(answerWith(message));
      await expect(http().post(path).json()).rejects.toMatchObject({
        response: { status },
      });
      expect(assign).toHaveBeenCalledWith('/calificacion?invalid=true');
    },
  );

  it('does not redirect when the message does not mention a token', async () => {
    testApi.use(
      // off the contract (the summary is public): a 403 whose message names no token, on a ratings path
      api.get('/api/calificaciones/resumen', ({ response }) =>
        response.untyped(HttpResponse.json({ message: 'Prohibido.' }, { status: 403 })),
      ),
    );
    await expect(http().get('api/calificaciones/resumen').json()).rejects.toThrow();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect for a path that only begins like the ratings one', async () => {
    answer('api/calificacionesx', { message: 'token inválido' }, 401);
    await expect(http().post('api/calificacionesx').json()).rejects.toThrow();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect for other paths', async () => {
    answer('otra/ruta', { message: 'token inválido' }, 403);
    await expect(http().get('otra/ruta').json()).rejects.toThrow();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('any failed call', () => {
  it('shows an error notification with the service message and passes the error on', async () => {
    testApi.use(
      api.post('/seguridad/api/v1/usuarios', ({ response }) =>
        response(409).json({ message: 'Ya existe una cuenta con ese correo electrónico.' }),
      ),
    );
    await expect(http().post('seguridad/api/v1/usuarios').json()).rejects.toMatchObject({ response: { status: 409 } });
    expect(uiStateStore.getState().alert).toMatchObject({
      type: 'error',
      message: 'Ya existe una cuenta con ese correo electrónico.',
    });
  });

  it('shows no notification for a status the caller declared it handles, and still passes the error on', async () => {
    testApi.use(
      api.post('/soat/api/v1/consultas', ({ response }) =>
        response(404).json({ message: 'No encontramos pólizas SOAT.' }),
      ),
    );
    const context: HttpContext = { handledStatuses: [404] };
    await expect(http().post('soat/api/v1/consultas', { context }).json()).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(uiStateStore.getState().alert).toBeNull();
  });

  it('still shows a notification for a status the caller did not declare', async () => {
    testApi.use(
      api.post('/soat/api/v1/consultas', ({ response }) =>
        response(400).json({ message: 'Revisa los datos de la consulta.' }),
      ),
    );
    const context: HttpContext = { handledStatuses: [404] };
    await expect(http().post('soat/api/v1/consultas', { context }).json()).rejects.toThrow();
    expect(uiStateStore.getState().alert).toMatchObject({ type: 'error', message: 'Revisa los datos de la consulta.' });
  });

  it('says the service is unavailable when it cannot be reached', async () => {
    testApi.use(api.untyped.get(`${TEST_API}algo`, () => HttpResponse.error()));
    await expect(http().get('algo', { retry: 0 }).json()).rejects.toThrow();
    expect(uiStateStore.getState().alert?.message).toMatch(/no está disponible/);
  });
});

describe('the client', () => {
  it('asks for JSON (Accept header) when the body is read as JSON', async () => {
    answer('algo');
    await http().get('algo').json();
    expect(sentRequest().headers.get('accept')).toBe('application/json');
  });

  it('answers the response itself when it is awaited', async () => {
    answer('algo', { ok: true }, 201);
    const response = await http().post('algo', { json: {} });
    expect(response.status).toBe(201);
    expect(sent).toMatchObject([{ method: 'POST', path: '/algo' }]); // on the test API
  });

  it('fails the request and says the service is unavailable when the HTTP library cannot be loaded', async () => {
    const network: string[] = []; // every request, to any address (the isolated client has no base address)
    testApi.events.on('request:start', ({ request }) => network.push(request.url));
    // the module ky is fetched with fails to load (a chunk, in the browser)
    jest.doMock('ky', () => ({
      __esModule: true,
      ...jest.requireActual('ky'),
      get default() {
        throw new Error('Loading chunk failed.');
      },
    }));
    try {
      await jest.isolateModulesAsync(async () => {
        const isolated = await import('./http-client');
        const { i18n: isolatedI18n } = await import('@soat/shared/i18n');
        await isolatedI18n.init({ lng: 'es', resources: { es: { shared: es } } });
        const { uiStateStore: isolatedUiState } = await import('../ui-state/ui-state-store');

        await expect(isolated.http().get('algo').json()).rejects.toThrow('Loading chunk failed.');
        expect(network).toEqual([]);
        expect(isolatedUiState.getState().alert?.message).toMatch(/no está disponible/);
      });
    } finally {
      jest.dontMock('ky');
    }
  });
});

describe('the loading flag', () => {
  it('is raised while a request is in flight and lowered when it ends', async () => {
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => (finish = resolve));
    testApi.use(
      api.untyped.get(`${TEST_API}algo`, async () => {
        await answered;
        return HttpResponse.json({});
      }),
    );
    const pending = http().get('algo').json();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uiStateStore.getState().pendingRequests).toBe(1);
    finish();
    await pending;
    expect(uiStateStore.getState().pendingRequests).toBe(0);
  });
});

describe('apiHref', () => {
  it('gives the absolute address of an API resource on the configured API, for a link the browser opens itself', () => {
    configureHttp({ baseUrl: 'https://api.portal.test/base/' });
    expect(apiHref('/soat/api/v1/solicitudes/abc/certificado')).toBe(
      'https://api.portal.test/base/soat/api/v1/solicitudes/abc/certificado',
    );
    expect(apiHref('soat/api/v1/tarifas')).toBe('https://api.portal.test/base/soat/api/v1/tarifas');
  });
});
