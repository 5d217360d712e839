import {
  knownWebVitalRoute,
  OTHER_ROUTE,
  WEB_VITAL_ROUTES,
  WEB_VITAL_TARGET_PATTERN,
  webVitalRoute,
} from './web-vitals';

describe('webVitalRoute', () => {
  it('gives the payment pages their pattern, never the purchase request in the path', () => {
    expect(webVitalRoute('/cotizar-soat/pagos/realizar-pago-soat/0f8e1c2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b')).toBe(
      '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat',
    );
    expect(webVitalRoute('/cotizar-soat/pagos/respuesta-pago-soat/abc/')).toBe(
      '/cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat',
    );
  });

  it.each(['/soat/consulta/ABC123', '/ABC123', '/operador/compras/42', '/demo/apps/chat', '/', ''])(
    'labels %p, a path outside the list, otra',
    (path) => {
      expect(webVitalRoute(path)).toBe(OTHER_ROUTE);
    },
  );

  it('ignores a trailing slash', () => {
    expect(webVitalRoute('/soat/consulta/')).toBe('/soat/consulta');
  });
});

describe('knownWebVitalRoute', () => {
  it('keeps a listed pattern and turns anything else into otra', () => {
    expect(knownWebVitalRoute(WEB_VITAL_ROUTES[0])).toBe(WEB_VITAL_ROUTES[0]);
    expect(knownWebVitalRoute('/cotizar-soat/comprar-soat?placa=ABC123')).toBe(OTHER_ROUTE);
    expect(knownWebVitalRoute(7)).toBe(OTHER_ROUTE);
  });
});

describe('WEB_VITAL_TARGET_PATTERN', () => {
  it.each(['button', 'button#pagar', 'input[name="placa"]', 'a[data-ruta]'])('accepts %p', (target) => {
    expect(WEB_VITAL_TARGET_PATTERN.test(target)).toBe(true);
  });

  it.each(['input[value="ABC123"] span', 'input[name="a b"]', 'div > p', '<b>', 'button.primary'])(
    'refuses %p',
    (target) => {
      expect(WEB_VITAL_TARGET_PATTERN.test(target)).toBe(false);
    },
  );
});
