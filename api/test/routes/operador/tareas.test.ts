import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operatorAudit } from '../../../src/db/schema.js';
import { formatPesos } from '../../../src/pdf/policy-certificate.js';
import { emailsTo } from '../../factories.js';
import { testOperatorKey } from '../../helper.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { getPurchase, waitForPurchase } from '../soat/purchase-fixtures.js';
import { lostRace, refundOf } from '../soat/refund-fixtures.js';
import { bearer, operatorApi, operatorToken } from './operator-fixtures.js';

// The refunds the gateway cannot make (PSE) are operator tasks (ADR 010, "Refunds"), listed and closed
// at /operador/api/v1 by a signed-in operator (ADR 044).

/** Headers: an operator session, or `null` for none, or `{ 'x-api-key': … }`. */
type Credentials = Record<string, string>;
const sessions = new WeakMap<FastifyInstance, Credentials>();
/** One agent's session per app. */
async function agent(app: FastifyInstance): Promise<Credentials> {
  let credentials = sessions.get(app);
  if (!credentials) {
    credentials = bearer(await operatorToken(app, 'agente'));
    sessions.set(app, credentials);
  }
  return credentials;
}

async function listTasks(app: FastifyInstance, credentials: Credentials | null = null, query = '') {
  return app.inject({
    method: 'GET',
    url: `${operatorApi}/tareas${query}`,
    headers: credentials ?? (await agent(app)),
  });
}

async function resolveTask(app: FastifyInstance, id: string, body: unknown, credentials: Credentials | null = null) {
  return app.inject({
    method: 'POST',
    url: `${operatorApi}/tareas/${id}/resolver`,
    headers: credentials ?? (await agent(app)),
    payload: body as object,
  });
}

const refundEmails = async (app: FastifyInstance, email: string) =>
  (await emailsTo(app, email)).filter((message) => !message.asunto.startsWith('Tu SOAT'));

describe('Operator tasks: refunds made by a person', () => {
  it('opens a task for a PSE payment, tells the customer what happens next, and closes it once the money was transferred', async (t) => {
    const { app } = await buildListeningApi(t);
    const race = await lostRace(app, { pse: true });
    const purchaseRequest = await waitForPurchase(app, race.id, (s) => s.estado === 'reembolso-en-gestion');
    assert.equal(purchaseRequest.pago.metodo, 'PSE');
    assert.match(purchaseRequest.pago.mensaje ?? '', /no se puede devolver automáticamente/);

    const [pending] = await refundEmails(app, race.email);
    assert.equal(
      pending!.asunto,
      `Estamos devolviendo tus ${formatPesos(race.total)} del SOAT de la placa ${race.body.placa}`,
    );
    assert.match(pending!.texto, /hiciste por PSE no se puede devolver automáticamente/);
    assert.match(pending!.texto, /1\. En los próximos 2 días hábiles te escribiremos a este correo/);
    assert.match(pending!.texto, /2\. Te lo consignamos dentro de los 10 días hábiles/);

    const listed = await listTasks(app);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(listed.headers['cache-control'], 'no-store');
    const task = listed
      .json()
      .tareas.find(
        (candidate: { solicitud: { idSolicitudSoat: string } }) => candidate.solicitud.idSolicitudSoat === race.id,
      );
    assert.ok(task, 'the task is listed');
    assert.match(task.motivo, /PSE/);
    assert.equal(task.resueltaEn, null);
    assert.deepEqual(
      { ...task.reembolso, idReembolso: undefined, referenciaPago: undefined },
      {
        idReembolso: undefined,
        referenciaPago: undefined,
        estado: 'en-gestion',
        valor: race.total,
        metodo: 'PSE',
        codigoBancoPse: '1',
        idTransaccion: race.transactionId,
      },
    );
    assert.equal(task.solicitud.estado, 'reembolso-en-gestion');
    assert.equal(task.solicitud.placa, race.body.placa);
    assert.equal(task.tomador.correoElectronico, race.email);
    assert.equal(task.tomador.numeroDocumento, race.body.tomador.numeroDocumento);

    const resolved = await resolveTask(app, task.idTarea, {
      resolucion: '  Consignación 4471 en la cuenta de ahorros  ',
    });
    assert.equal(resolved.statusCode, 200, resolved.body);
    assert.equal(resolved.json().resolucion, 'Consignación 4471 en la cuenta de ahorros');
    assert.equal(resolved.json().reembolso.estado, 'reembolsado');
    // who marked it, with what, in the audit trail (ADR 044)
    const [audited] = await app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, task.reembolso.idReembolso));
    assert.equal(audited!.action, 'reembolso.marcado');
    assert.equal(audited!.reason, 'Consignación 4471 en la cuenta de ahorros');
    assert.match(audited!.operatorEmail, /^operador-.*@example\.co$/);
    assert.deepEqual(audited!.after, { estado: 'reembolsado', idTarea: task.idTarea });
    assert.notEqual(resolved.json().resueltaEn, null);
    assert.equal((await getPurchase(app, race.id)).json().estado, 'reembolsada');
    assert.notEqual((await refundOf(app, race.paymentId)).refundedAt, null);
    const [done] = (await refundEmails(app, race.email)).filter((email) => email.id !== pending!.id);
    assert.equal(done!.asunto, `Te consignamos ${formatPesos(race.total)} del SOAT de la placa ${race.body.placa}`);
    assert.match(done!.texto, /entre 1 y 3 días hábiles/);

    const again = await resolveTask(app, task.idTarea, { resolucion: 'otra vez' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Esa tarea ya estaba resuelta.');
    const open = (await listTasks(app)).json().tareas.map((candidate: { idTarea: string }) => candidate.idTarea);
    assert.ok(!open.includes(task.idTarea), 'no longer open');
    const all = (await listTasks(app, null, '?estado=todas')).json().tareas;
    assert.ok(all.some((candidate: { idTarea: string }) => candidate.idTarea === task.idTarea));
    assert.equal((await refundEmails(app, race.email)).length, 2);
  });

  it('records one resolution when two operators mark the same refund at once: the other gets 409, one email, one audit entry', async (t) => {
    const { app } = await buildListeningApi(t);
    const race = await lostRace(app, { pse: true });
    await waitForPurchase(app, race.id, (s) => s.estado === 'reembolso-en-gestion');
    const task = (await listTasks(app))
      .json()
      .tareas.find(
        (candidate: { solicitud: { idSolicitudSoat: string } }) => candidate.solicitud.idSolicitudSoat === race.id,
      );
    assert.ok(task, 'the task is listed');
    const [first, second] = [
      bearer(await operatorToken(app, 'agente')),
      bearer(await operatorToken(app, 'supervisor')),
    ];
    const answers = await Promise.all([
      resolveTask(app, task.idTarea, { resolucion: 'Referencia bancaria 111' }, first),
      resolveTask(app, task.idTarea, { resolucion: 'Referencia bancaria 222' }, second),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const audited = await app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, task.reembolso.idReembolso));
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.reason, winner.resolucion);
    const all = (await listTasks(app, null, '?estado=todas')).json().tareas;
    assert.equal(
      all.find((candidate: { idTarea: string }) => candidate.idTarea === task.idTarea).resolucion,
      winner.resolucion,
    );
    assert.equal((await refundEmails(app, race.email)).length, 2, 'the pending email and one done email');
  });

  it('answers 401 without an operator session and 403 to the machine key (it never sees the holder’s data), in Spanish', async (t) => {
    const { app } = await buildListeningApi(t);
    const refused: Credentials[] = [
      {},
      { authorization: 'Bearer x.y.z' },
      { 'x-api-key': '' },
      { 'x-api-key': 'clave-desarrollo-operador' },
    ];
    for (const headers of refused) {
      const response = await listTasks(app, headers);
      assert.equal(response.statusCode, 401, JSON.stringify(headers));
      assert.match(response.json().message, /^(Inicia sesión como operador|La clave de máquina)/);
    }
    const byKey = await listTasks(app, { 'x-api-key': testOperatorKey });
    assert.equal(byKey.statusCode, 403);
    assert.match(byKey.json().message, /solo puede reintentar/);
    const resolve = await resolveTask(app, randomUUID(), { resolucion: 'hecho' }, { 'x-api-key': testOperatorKey });
    assert.equal(resolve.statusCode, 403);
  });

  it('answers 404 for an unknown task and 400 for an empty resolution', async (t) => {
    const { app } = await buildListeningApi(t);
    for (const id of [randomUUID(), 'no-es-un-uuid']) {
      const unknown = await resolveTask(app, id, { resolucion: 'Consignación 1' });
      assert.equal(unknown.statusCode, 404, id);
      assert.equal(unknown.json().message, 'No encontramos esa tarea.');
    }
    const blank = await resolveTask(app, randomUUID(), { resolucion: '     ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().errores[0].campo, 'resolucion');
    const missing = await resolveTask(app, randomUUID(), {});
    assert.equal(missing.statusCode, 400);
    const badQuery = await listTasks(app, null, '?estado=cerradas');
    assert.equal(badQuery.statusCode, 400);
  });
});
