import { configureHttp, http } from '@soat/shared/http';
import { api, HttpResponse, TEST_API, testApi } from '../testing/test-api';
import { applyFieldErrors } from './api-errors';

type Values = { correoElectronico: string; celular: string };

beforeEach(() => {
  configureHttp({ baseUrl: TEST_API });
});

const failedRequest = () =>
  http()
    .post('seguridad/api/v1/usuarios')
    .catch((error: unknown) => error);

describe('applyFieldErrors', () => {
  it("puts each of the API's field messages on its field and focuses the first field the form has", async () => {
    testApi.use(
      api.post('/seguridad/api/v1/usuarios', ({ response }) =>
        response(400).json({
          message: 'Revisa los datos marcados.',
          errores: [
            { campo: 'otroCampo', mensaje: 'No es de este formulario.' },
            { campo: 'correoElectronico', mensaje: 'Ya existe una cuenta con este correo.' },
            { campo: 'celular', mensaje: 'El celular debe tener 10 dígitos.' },
          ],
        }),
      ),
    );
    const setError = jest.fn();
    expect(applyFieldErrors<Values>(await failedRequest(), ['correoElectronico', 'celular'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      [
        'correoElectronico',
        { type: 'server', message: 'Ya existe una cuenta con este correo.' },
        { shouldFocus: true },
      ],
      ['celular', { type: 'server', message: 'El celular debe tener 10 dígitos.' }, { shouldFocus: false }],
    ]);
  });

  it('applies nothing when the failure has no field messages (the alert already says what happened)', async () => {
    testApi.use(api.post('/seguridad/api/v1/usuarios', () => HttpResponse.error()));
    const setError = jest.fn();
    expect(applyFieldErrors<Values>(await failedRequest(), ['correoElectronico'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
