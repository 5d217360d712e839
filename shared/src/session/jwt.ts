import { InvalidTokenError, jwtDecode, type JwtPayload } from 'jwt-decode';

/** Raised for anything that is not a well-formed JWT. */
export class MalformedTokenError extends Error {
  override name = 'MalformedTokenError';
}

/**
 * Decodes the payload of a JWT without verifying it (the API verifies; the
 * browser only needs `exp`). A token must have exactly three dot-separated parts.
 */
export function decodeToken(token: string): JwtPayload {
  if (token.split('.').length !== 3) {
    throw new MalformedTokenError('The token is not a JWT: it must have exactly three parts separated by dots.');
  }
  try {
    jwtDecode(token, { header: true });
    return jwtDecode(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      const reason = /invalid base64/.test(error.message)
        ? 'is not correctly encoded (base64url)'
        : 'cannot be decoded';
      throw new MalformedTokenError(`The token ${reason}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * True when the token has expired, or will within `offsetSeconds`. A token
 * without `exp` counts as expired; so does one that cannot be decoded.
 */
export function isTokenExpired(token: string, offsetSeconds = 0): boolean {
  let payload: JwtPayload;
  try {
    payload = decodeToken(token);
  } catch {
    return true;
  }
  if (typeof payload.exp !== 'number') return true;
  return payload.exp * 1000 <= Date.now() + offsetSeconds * 1000;
}
