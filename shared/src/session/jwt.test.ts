import { base64Url, createToken } from '../testing/tokens';
import { decodeToken, isTokenExpired, MalformedTokenError } from './jwt';

describe('decodeToken', () => {
  it('rejects a token that does not have exactly three parts', () => {
    expect(() => decodeToken('a.b')).toThrow(/not a JWT/);
    expect(() => decodeToken('a.b.c.d')).toThrow(/not a JWT/);
  });

  it('rejects a token with a part that is not correctly encoded', () => {
    expect(() => decodeToken('eyJhbGciOiJIUzI1NiJ9.%%%.sig')).toThrow(/not correctly encoded/);
  });

  it('rejects a token with a part that cannot be decoded', () => {
    const notJson = base64Url('not json');
    expect(() => decodeToken(`eyJhbGciOiJIUzI1NiJ9.${notJson}.sig`)).toThrow(/cannot be decoded/);
    expect(() => decodeToken(`${notJson}.e30.sig`)).toThrow(MalformedTokenError);
  });

  it('returns the payload of a well-formed token', () => {
    expect(decodeToken(createToken()).sub).toBe('user-1');
  });
});

describe('isTokenExpired', () => {
  it('is false before exp', () => {
    expect(isTokenExpired(createToken({ expiresIn: 60 }))).toBe(false);
  });

  it('is true once exp has passed', () => {
    expect(isTokenExpired(createToken({ expiresIn: -1 }))).toBe(true);
  });

  it('applies the offset in seconds', () => {
    const token = createToken({ expiresIn: 60 });
    expect(isTokenExpired(token, 30)).toBe(false);
    expect(isTokenExpired(token, 120)).toBe(true);
  });

  it('counts a token without exp as expired', () => {
    expect(isTokenExpired(createToken({ expiresIn: null }))).toBe(true);
  });

  it('counts a malformed token as expired', () => {
    expect(isTokenExpired('not-a-token')).toBe(true);
  });
});
