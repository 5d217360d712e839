import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { policies, ratingTokens } from '../../../src/db/schema.js';
import { hashRatingToken } from '../../../src/plugins/app/ratings/rating-service.js';
import { emailsTo } from '../../factories.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy } from '../soat/purchase-fixtures.js';
import { rate, readToken } from './rating-fixtures.js';

const dayMs = 24 * 60 * 60 * 1000;

describe("A policy's rating link", () => {
  it('comes in the policy email (text and HTML button), rates that policy once, greets the holder by first name and lasts 30 days', async (t) => {
    const { app } = await buildListeningApi(t);
    const { body, solicitud } = await buyPolicy(app);
    const number = solicitud.poliza.numeroPoliza;
    const [email] = await emailsTo(app, body.tomador.correoElectronico as string);
    assert.ok(email, 'no email');

    const link = email.texto.match(/https:\/\/portal\.example\.co\/calificacion\?token=([A-Za-z0-9_-]{43})/);
    assert.ok(link, email.texto);
    const [url, token] = link as unknown as [string, string];
    assert.match(email.texto, /Califica/);
    assert.match(email.texto, /vence en 30 días/);
    assert.ok(email.html.includes(`href="${url}"`), email.html);
    assert.match(email.html, />Calificar el servicio</);

    const read = await readToken(app, token);
    assert.equal(read.statusCode, 200, read.body);
    const state = read.json();
    assert.deepEqual([state.estado, state.referencia, state.nombre], ['pendiente', number, 'Ana']);
    assert.ok(Math.abs(Date.parse(state.venceEn) - Date.now() - 30 * dayMs) < 5 * 60_000, state.venceEn);

    // stored with the policy, by its hash only
    const [row] = await app.db
      .select({ origin: ratingTokens.origin, policyNumber: policies.number, integratorId: ratingTokens.integratorId })
      .from(ratingTokens)
      .innerJoin(policies, eq(policies.id, ratingTokens.policyId))
      .where(eq(ratingTokens.hash, hashRatingToken(token)));
    assert.deepEqual(row, { origin: 'poliza', policyNumber: number, integratorId: null });

    const sent = await rate(app, { token, estrellas: 5, comentario: 'Muy fácil.', recomendaria: true });
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal((await rate(app, { token, estrellas: 5, recomendaria: true })).statusCode, 403);
    assert.equal((await readToken(app, token)).json().estado, 'calificada');
  });
});
