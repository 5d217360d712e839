import { webVitalRoute } from '../rules/web-vitals';
import { PATHS, purchaseEntryState, routePath, safeRedirectPath } from './paths';

describe('safeRedirectPath', () => {
  it('keeps a path of the portal', () => {
    expect(safeRedirectPath('/cotizar-soat/comprar-soat?placa=ABC123')).toBe('/cotizar-soat/comprar-soat?placa=ABC123');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'home', '', null])(
    'sends %p home instead of redirecting off the portal',
    (value) => {
      expect(safeRedirectPath(value)).toBe(PATHS.home);
    },
  );
});

describe('routePath', () => {
  it('gives a path as a route under the base `/` declares it', () => {
    expect(routePath(PATHS.comprarSoat)).toBe('cotizar-soat/comprar-soat');
  });
});

describe('purchaseEntryState', () => {
  it("reads the owner's document number the home page's box left, trimmed", () => {
    expect(purchaseEntryState({ numeroDocumentoPropietario: ' 1020304050 ' })).toEqual({
      numeroDocumentoPropietario: '1020304050',
    });
  });

  it.each([null, undefined, 'texto', {}, { numeroDocumentoPropietario: 7 }, { numeroDocumentoPropietario: '  ' }])(
    'reads nothing from %p',
    (state) => {
      expect(purchaseEntryState(state)).toBeNull();
    },
  );
});

describe('the Web Vitals routes (ADR 046)', () => {
  it("list every customer's route of the portal, so none is reported as otra", () => {
    const customerPaths = Object.values(PATHS).filter((path) => !/^\/(demo|operador)(\/|$)/.test(path));
    for (const path of customerPaths) {
      // the payment pages' paths are followed by the purchase request's id
      const page = path.includes('/pagos/') ? `${path}/id` : path;
      expect(webVitalRoute(page)).toBe(path.includes('/pagos/') ? `${path}/:idSolicitudSoat` : path);
    }
  });
});
