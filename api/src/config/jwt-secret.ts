import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';

/** A production JWT secret must be hard to guess: 32 characters of `a` are long but not secret. */
export const minimumSecretBits = 128;

/**
 * A cautious estimate of a secret's entropy: the lower of what its characters' frequencies suggest
 * (Shannon entropy per character times its length: a repeated character scores 0) and what it
 * compresses to (a short word repeated compresses well). Random text scores high on both.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  const perCharacter = [...counts.values()].reduce((bits, count) => {
    const share = count / characters.length;
    return bits - share * Math.log2(share);
  }, 0);
  const compressedBits = deflateRawSync(secret, { level: 9 }).length * 8;
  return Math.min(perCharacter * characters.length, compressedBits);
}

/** Outside production a secret is generated once and kept, so tokens survive restarts. */
export function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  const read = () => {
    try {
      const stored = readFileSync(file, 'utf8').trim();
      return stored.length >= 32 ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process created it meanwhile: then both use that one.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const winner = (error as NodeJS.ErrnoException).code === 'EEXIST' ? read() : undefined;
    if (winner) return winner;
    // An unusable file (too short): replace it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
