import { PATHS, safeRedirectPath } from './paths';

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
