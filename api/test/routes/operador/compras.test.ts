import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operatorAudit, purchaseRequests } from '../../../src/db/schema.js';
import { emailsTo, uniqueEmail } from '../../factories.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy, createPurchase, getPurchase, purchaseBody } from '../soat/purchase-fixtures.js';
import { bearer, operatorApi, operatorToken } from './operator-fixtures.js';

// Find, a purchase's timeline and the actions on it (issue 44, points 3 and 4).

type Credentials = Record<string, string>;

async function agentOf(app: FastifyInstance) {
  const token = await operatorToken(app, 'agente');
  const session = await app.inject({ method: 'GET', url: `${operatorApi}/sesion`, headers: bearer(token) });
  return {
    headers: bearer(token),
    email: (session.json() as { operador: { correoElectronico: string } }).operador.correoElectronico,
  };
}

const search = (app: FastifyInstance, headers: Credentials, q: string) =>
  app.inject({ method: 'GET', url: `${operatorApi}/compras?q=${encodeURIComponent(q)}`, headers });

const post = (app: FastifyInstance, headers: Credentials, path: string, payload?: object) =>
  app.inject({ method: 'POST', url: `${operatorApi}/compras/${path}`, headers, ...(payload ? { payload } : {}) });

const auditOf = (app: FastifyInstance, action: string, target: string) =>
  app.db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.target, target))
    .then((rows) => rows.filter((row) => row.action === action));

describe('Operators: find a purchase, its timeline and the actions on it', () => {
  it('finds a purchase by plate, document, policy number, request id and email, the holder masked', async (t) => {
    const { app } = await buildListeningApi(t);
    const { headers } = await agentOf(app);
    const documentNumber = String(Math.floor(1_000_000_000 + Math.random() * 8_999_999_999));
    const body = purchaseBody();
    body.tomador = { ...body.tomador, numeroDocumento: documentNumber };
    const { id, solicitud } = await buyPolicy(app, body);
    const email = body.tomador.correoElectronico as string;
    const keys = [
      body.placa,
      body.placa.toLowerCase(),
      documentNumber,
      solicitud.poliza.numeroPoliza,
      id,
      email.toUpperCase(),
    ];
    for (const key of keys) {
      const found = await search(app, headers, key);
      assert.equal(found.statusCode, 200, `${key}: ${found.body}`);
      assert.equal(found.headers['cache-control'], 'no-store');
      const [purchase, ...rest] = found.json().compras;
      assert.equal(rest.length, 0, key);
      assert.equal(purchase.idSolicitudSoat, id, key);
      assert.equal(purchase.poliza.numero, solicitud.poliza.numeroPoliza);
      assert.equal(purchase.tomador.numeroDocumento, `${documentNumber.slice(0, 2)}******${documentNumber.slice(-2)}`);
      assert.equal(purchase.tomador.correoElectronico, `${email[0]}***${email.slice(email.indexOf('@'))}`);
      assert.equal(purchase.tomador.celular, '300****567');
      assert.doesNotMatch(found.body, new RegExp(documentNumber));
      assert.doesNotMatch(found.body, new RegExp(email.split('@')[0]!, 'i'));
    }
    const none = await search(app, headers, 'ZZZ999');
    assert.equal(none.statusCode, 200);
    assert.deepEqual(none.json().compras, []);
    // a request without a policy is found too, its policy null
    const pending = await createPurchase(app);
    const unpaid = await search(app, headers, pending.body.placa);
    assert.equal(unpaid.json().compras[0].poliza, null);
  });

  it('shows the full holder data only with a reason, and audits who saw it and why', async (t) => {
    const { app } = await buildListeningApi(t);
    const { headers, email: operatorEmail } = await agentOf(app);
    const { id, body } = await createPurchase(app);
    const refused = await post(app, headers, `${id}/datos-completos`, {});
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(
      refused.json().errores.map((error: { campo: string }) => error.campo),
      ['motivo'],
    );
    const short = await post(app, headers, `${id}/datos-completos`, { motivo: '    corto      ' });
    assert.equal(short.statusCode, 400, short.body);
    assert.match(short.json().errores[0].mensaje, /de 10 a 500 caracteres/);
    assert.deepEqual(await auditOf(app, 'compra.datos-vistos', id), []);

    const reason = 'El cliente llamó para confirmar su compra';
    const shown = await post(app, headers, `${id}/datos-completos`, { motivo: reason });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal(shown.json().tomador.numeroDocumento, body.tomador.numeroDocumento);
    assert.equal(shown.json().tomador.correoElectronico, body.tomador.correoElectronico);
    assert.equal(shown.json().tomador.direccion, body.tomador.direccion);
    const [entry, ...more] = await auditOf(app, 'compra.datos-vistos', id);
    assert.equal(more.length, 0);
    assert.equal(entry!.reason, reason);
    assert.equal(entry!.operatorEmail, operatorEmail);
    assert.ok((entry!.after as { datos: string[] }).datos.includes('numeroDocumento'));

    const missing = await post(app, headers, `${randomUUID()}/datos-completos`, { motivo: reason });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'No encontramos esa compra.');
  });

  it('tells a purchase’s story oldest first, each event with its actor, masked', async (t) => {
    const { app } = await buildListeningApi(t);
    const { headers, email: operatorEmail } = await agentOf(app);
    const { id, body, solicitud } = await buyPolicy(app);
    await app.backgroundTasks.idle();
    await app.runtReports.runOnce();
    await app.invoices.runOnce();
    await app.backgroundTasks.idle();
    const seen = await post(app, headers, `${id}/datos-completos`, { motivo: 'Verificación pedida por el cliente' });
    assert.equal(seen.statusCode, 200);

    const story = await app.inject({ method: 'GET', url: `${operatorApi}/compras/${id}/historia`, headers });
    assert.equal(story.statusCode, 200, story.body);
    const { compra, eventos } = story.json() as {
      compra: { idSolicitudSoat: string };
      eventos: Array<{
        tipo: string;
        en: string;
        actor: string;
        operador: string | null;
        descripcion: string;
        referencia: string | null;
      }>;
    };
    assert.equal(compra.idSolicitudSoat, id);
    const times = eventos.map((event) => event.en);
    assert.deepEqual(times, [...times].sort());
    const types = eventos.map((event) => event.tipo);
    assert.equal(types[0], 'solicitud.creada');
    for (const expected of [
      'pago.iniciado',
      'pago.evento',
      'poliza.expedida',
      'reporte-runt.creado',
      'documento.creado',
      'correo.enviado',
    ]) {
      assert.ok(types.includes(expected), `${expected} in ${types.join(', ')}`);
    }
    assert.ok(types.indexOf('pago.iniciado') < types.indexOf('poliza.expedida'));
    // the RUNT report's and the invoice's events name them, for their retry routes
    const reported = eventos.find((event) => event.tipo === 'reporte-runt.creado')!;
    assert.match(reported.referencia ?? '', /^[0-9a-f-]{36}$/);
    const [invoice] = (await app.invoices.repository.ofRequest(id)).filter((d) => d.kind === 'factura');
    const invoiced = eventos.find((event) => event.tipo === 'documento.creado')!;
    assert.equal(invoiced.referencia, invoice!.id);
    assert.equal(eventos[0]!.referencia, null);
    const actorOf = (type: string) => eventos.find((event) => event.tipo === type)!.actor;
    assert.equal(actorOf('solicitud.creada'), 'cliente');
    assert.equal(actorOf('pago.evento'), 'pasarela');
    assert.equal(actorOf('poliza.expedida'), 'sistema');
    const viewed = eventos.find((event) => event.tipo === 'operador.compra.datos-vistos');
    assert.ok(viewed);
    assert.equal(viewed.actor, 'operador');
    assert.equal(viewed.operador, operatorEmail);
    assert.match(viewed.descripcion, /Verificación pedida por el cliente/);
    assert.ok(eventos.some((event) => event.descripcion.includes(solicitud.poliza.numeroPoliza)));
    const holderEmail = body.tomador.correoElectronico as string;
    assert.doesNotMatch(story.body, new RegExp(holderEmail.split('@')[0]!, 'i'));
    assert.doesNotMatch(story.body, new RegExp(body.tomador.numeroDocumento as string));

    const missing = await app.inject({
      method: 'GET',
      url: `${operatorApi}/compras/${randomUUID()}/historia`,
      headers,
    });
    assert.equal(missing.statusCode, 404);
    const notAnId = await app.inject({ method: 'GET', url: `${operatorApi}/compras/no-es-un-id/historia`, headers });
    assert.equal(notAnId.statusCode, 404);
  });

  it('queues the policy email once more when asked to resend the certificate, and audits it', async (t) => {
    const { app } = await buildListeningApi(t);
    const { headers } = await agentOf(app);
    const { id, body } = await buyPolicy(app);
    const holderEmail = body.tomador.correoElectronico as string;
    const policyEmails = async () => (await emailsTo(app, holderEmail)).filter((m) => m.asunto.startsWith('Tu SOAT'));
    assert.equal((await policyEmails()).length, 1);

    const resent = await post(app, headers, `${id}/reenviar-certificado`);
    assert.equal(resent.statusCode, 200, resent.body);
    assert.match(resent.json().message, /certificado/);
    const after = await policyEmails();
    assert.equal(after.length, 2);
    assert.ok(after[0]!.adjuntos.some((attachment) => attachment.tipo === 'application/pdf'));
    assert.equal((await auditOf(app, 'compra.certificado-reenviado', id)).length, 1);

    // the timeline keeps the emails sent to the address an operator corrected since
    const corrected = await post(app, headers, `${id}/correo`, {
      correoElectronico: uniqueEmail('nuevo'),
      motivo: 'El cliente cambió de correo',
    });
    assert.equal(corrected.statusCode, 200, corrected.body);
    const story = await app.inject({ method: 'GET', url: `${operatorApi}/compras/${id}/historia`, headers });
    const sent = (story.json().eventos as Array<{ tipo: string; descripcion: string }>).filter(
      (event) => event.tipo === 'correo.enviado' && event.descripcion.includes('«Tu SOAT'),
    );
    assert.equal(sent.length, 2, story.body);
    assert.ok(sent.every((event) => event.descripcion.startsWith(`Correo a ${holderEmail[0]}***@`)));

    const unpaid = await createPurchase(app);
    const refused = await post(app, headers, `${unpaid.id}/reenviar-certificado`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /aún no tiene póliza/);
    const missing = await post(app, headers, `${randomUUID()}/reenviar-certificado`);
    assert.equal(missing.statusCode, 404);
  });

  it('corrects the holder’s email with a reason, keeping the old one in the audit entry', async (t) => {
    const { app } = await buildListeningApi(t);
    const { headers } = await agentOf(app);
    const { id, body } = await createPurchase(app);
    const old = body.tomador.correoElectronico as string;
    const fresh = uniqueEmail('corregido');

    const bad = await post(app, headers, `${id}/correo`, { correoElectronico: 'no-es-correo', motivo: 'corto' });
    assert.equal(bad.statusCode, 400, bad.body);
    const fields = (bad.json().errores as Array<{ campo: string; mensaje: string }>).map((error) => error.campo).sort();
    assert.deepEqual(fields, ['correoElectronico', 'motivo']);
    assert.match(bad.json().message, /[a-záéíóúñ]/i);

    const reason = 'El cliente escribió mal su correo al comprar';
    const corrected = await post(app, headers, `${id}/correo`, { correoElectronico: fresh, motivo: reason });
    assert.equal(corrected.statusCode, 200, corrected.body);
    assert.equal(corrected.json().correoElectronico, `${fresh[0]}***${fresh.slice(fresh.indexOf('@'))}`);
    const [row] = await app.db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id));
    assert.equal(row!.holderEmail, fresh);
    const [entry, ...more] = await auditOf(app, 'compra.correo-corregido', id);
    assert.equal(more.length, 0);
    assert.deepEqual(entry!.before, { correoElectronico: old });
    assert.deepEqual(entry!.after, { correoElectronico: fresh });
    assert.equal(entry!.reason, reason);
    // the customer's page shows the new one (masked)
    const page = await getPurchase(app, id);
    assert.equal(page.json().tomador.correoElectronico, `${fresh[0]}***${fresh.slice(fresh.indexOf('@'))}`);

    const again = await post(app, headers, `${id}/correo`, { correoElectronico: fresh.toUpperCase(), motivo: reason });
    assert.equal(again.statusCode, 409);
    const missing = await post(app, headers, `${randomUUID()}/correo`, { correoElectronico: fresh, motivo: reason });
    assert.equal(missing.statusCode, 404);
  });

  it('refuses a search too short or too long with a Spanish 400', async (t) => {
    const { app } = await buildListeningApi(t);
    const { headers } = await agentOf(app);
    for (const q of ['ab', 'x'.repeat(400)]) {
      const refused = await search(app, headers, q);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(
        refused.json().errores.map((error: { campo: string }) => error.campo),
        ['q'],
      );
    }
    const missing = await app.inject({ method: 'GET', url: `${operatorApi}/compras`, headers });
    assert.equal(missing.statusCode, 400);
  });
});
