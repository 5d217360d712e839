import { isWebOrigin } from './web-origin';

describe('isWebOrigin', () => {
  it.each(['https://tienda.example.co', 'http://localhost:5500', 'https://xn--tienda-6ta.co'])(
    'accepts %s',
    (value) => {
      expect(isWebOrigin(value)).toBe(true);
    },
  );

  it.each([
    ['a wildcard', '*'],
    ['the null origin', 'null'],
    ['a path', 'https://tienda.example.co/'],
    ['a trailing path', 'https://tienda.example.co/pagina'],
    ['another scheme', 'ftp://tienda.example.co'],
    ['credentials', 'https://u:p@tienda.example.co'],
    ['not a string', 42],
  ])('refuses %s', (_, value) => {
    expect(isWebOrigin(value)).toBe(false);
  });
});
