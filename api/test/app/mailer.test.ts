import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../src/db/schema.js';
import { createAccount, emailsTo, postJson } from '../factories.js';
import { build } from '../helper.js';
import { startSmtpSink } from '../smtp-sink.js';

describe('Email delivery', () => {
  it('sends through SMTP when SMTP_URL is set, from MAIL_FROM, and leaves the outbox empty', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const app = await build(t, { smtpUrl: sink.url, mailFrom: 'Portal SOAT <no-responder@example.co>' });
    const account = await createAccount(app);
    await postJson(app, '/usuarios/restablecer-clave', {
      correoElectronico: account.correoElectronico,
      frontOffice: true,
    });
    await app.backgroundTasks.idle();
    assert.equal(sink.received.length, 1);
    const [mail] = sink.received;
    assert.match(mail!.from, /no-responder@example\.co/);
    assert.deepEqual(mail!.to, [`<${account.correoElectronico}>`]);
    assert.match(mail!.data, /Subject: Restablece tu clave del Portal SOAT/);
    assert.equal((await emailsTo(app, account.correoElectronico)).length, 0);
  });

  it('keeps emails in the outbox when no SMTP server is configured', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    await postJson(app, '/usuarios/restablecer-clave', {
      correoElectronico: account.correoElectronico,
      frontOffice: true,
    });
    assert.equal((await emailsTo(app, account.correoElectronico)).length, 1);
  });

  it('stores emails nowhere without SMTP or DEV_OUTBOX, so no live link is kept in the database', async (t) => {
    const app = await build(t, { devOutbox: false });
    const account = await createAccount(app);
    await postJson(app, '/usuarios/restablecer-clave', {
      correoElectronico: account.correoElectronico,
      frontOffice: true,
    });
    await app.backgroundTasks.idle();
    const kept = await app.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, account.correoElectronico));
    assert.deepEqual(kept, []);
  });
});
