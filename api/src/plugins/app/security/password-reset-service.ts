import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../../db/schema.js';
import { passwordChangedEmail } from '../../../emails/password-changed-email.js';
import { passwordResetEmail } from '../../../emails/password-reset-email.js';

export interface PasswordResetService {
  /** Emails a reset link when the account exists; does nothing visible otherwise. */
  requestReset(email: string): Promise<void>;
  /** The account a still-usable token belongs to. */
  findAccount(token: string): Promise<User | undefined>;
  /** Sets the new password and uses up the token; undefined when the token was not usable. */
  completeReset(token: string, newPassword: string): Promise<User | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetService: PasswordResetService;
  }
}

/** Only this hash is stored, so a copy of the table does not let anyone reset a password. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const dayMs = 24 * 60 * 60 * 1000;

/** Three live links at once and five a hour per account (a probe piled up 297). */
export const resetCaps = { live: 3, perHour: 5 };

async function passwordResetServicePlugin(app: FastifyInstance) {
  const { portalUrl, resetTokenTtlSeconds } = app.config;
  const { usersRepository, passwordResetsRepository, passwordHasher, mailer, signInGuard } = app;

  const service: PasswordResetService = {
    async requestReset(email) {
      const user = await usersRepository.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await passwordResetsRepository.deleteExpiredBefore(new Date(now - dayMs));
      const created = await passwordResetsRepository.createWithinCaps(
        { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(now + resetTokenTtlSeconds * 1000) },
        resetCaps,
        new Date(now),
      );
      // Past the caps nothing is issued or sent; the answer was the same either way.
      if (!created) {
        app.log.info({ event: 'password-reset-capped', userId: user.id }, 'reset link not sent: caps reached');
        return;
      }
      // Built from the configured portal URL, never from the request's Host header.
      const link = `${portalUrl}/restablecer-clave?token=${encodeURIComponent(token)}`;
      const ttlMinutes = Math.max(1, Math.round(resetTokenTtlSeconds / 60));
      await mailer.send(passwordResetEmail({ to: user.email, name: user.fullName, link, ttlMinutes }));
    },
    findAccount(token) {
      return passwordResetsRepository.findActiveUser(hashResetToken(token), new Date());
    },
    async completeReset(token, newPassword) {
      const passwordHash = await passwordHasher.hash(newPassword);
      // the notice is a job written with the new password: sent even if this instance stops now
      const user = await passwordResetsRepository.consume(
        hashResetToken(token),
        passwordHash,
        new Date(),
        (tx, changed) => app.emailJobs.enqueue(tx, 'clave-cambiada', { to: changed.email, name: changed.fullName }),
      );
      if (user) {
        // the owner proved who they are: failed sign-ins by anyone else no longer block the account
        await signInGuard.clear(user.email);
        app.emailJobs.kick();
      }
      return user;
    },
  };
  // POST /usuarios/restablecer-clave writes this job for any email, known or not
  app.emailJobs.handle('restablecer-clave', ({ email = '' }) => service.requestReset(email));
  app.emailJobs.handle('clave-cambiada', ({ to = '', name = '' }) =>
    mailer.send(passwordChangedEmail({ to, name, portalUrl })),
  );
  app.decorate('passwordResetService', service);
}

export default fp(passwordResetServicePlugin, {
  name: 'password-reset-service',
  dependencies: [
    'users-repository',
    'password-resets-repository',
    'password-hasher',
    'mailer',
    'email-jobs',
    'sign-in-guard',
  ],
});
