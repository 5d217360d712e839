import { PATHS } from '@soat/shared/router';
import { remoteForPath } from './remote-sections';

describe('remoteForPath', () => {
  it('finds the remote that owns the first segment of the path', () => {
    expect(remoteForPath('/iniciar-sesion', false)).toBe('auth');
    expect(remoteForPath('/cotizar-soat/pagos/realizar-pago-soat/42', false)).toBe('soat');
    expect(remoteForPath('/calificacion', false)).toBe('calificacion');
  });

  it('finds none for an unknown path, or a prefix that only looks like a section', () => {
    expect(remoteForPath('/una/ruta', false)).toBeNull();
    expect(remoteForPath('/tarifas-viejas', false)).toBeNull();
    expect(remoteForPath('/constructor', false)).toBeNull();
  });

  it('gives the back office (remote-operador) the paths under /operador only, never a customer’s page', () => {
    expect(remoteForPath('/operador', false)).toBe('operador');
    expect(remoteForPath('/operador/ingresar', false)).toBe('operador');
    const customerPaths = Object.values(PATHS).filter((path) => !path.startsWith(PATHS.operador));
    expect(customerPaths.length).toBeGreaterThan(10);
    for (const path of customerPaths) expect(remoteForPath(path, true)).not.toBe('operador');
    expect(remoteForPath('/operadores', false)).toBeNull();
  });

  it('gives the demo section to its remote only when the runtime configuration enables it', () => {
    expect(remoteForPath('/demo/apps/contacts', false)).toBeNull();
    expect(remoteForPath('/demo/apps/contacts', true)).toBe('demo');
  });
});
