import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Verifies against the stored hash, or against a dummy one when there is no account. */
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordHasher: PasswordHasher;
  }
}

// OWASP minimum for argon2id (ASVS 5 appendix C): m=19 MiB, t=2, p=1. 2 = Algorithm.Argon2id
// (a const enum, which isolatedModules cannot read from a declaration file).
const argon2idOptions: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function createPasswordHasher(): PasswordHasher {
  // Unknown emails are checked against this hash so they take as long as real accounts.
  // It is computed up front so the first unknown email is not slower than the rest.
  const dummyHash = hash(randomBytes(16).toString('hex'), argon2idOptions);
  return {
    hash: (password) => hash(password, argon2idOptions),
    async verify(storedHash, password) {
      if (storedHash === undefined) {
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(storedHash, password).catch(() => false);
    },
  };
}

async function passwordHasherPlugin(app: FastifyInstance) {
  app.decorate('passwordHasher', createPasswordHasher());
}

export default fp(passwordHasherPlugin, { name: 'password-hasher' });
