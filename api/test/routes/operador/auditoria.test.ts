import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { eq, sql } from 'drizzle-orm';
import { operatorAudit, runtReports } from '../../../src/db/schema.js';
import { auditCsv, csvCell } from '../../../src/routes/operador/auditoria.js';
import { build, relaxedRateLimits, testOperatorKey } from '../../helper.js';
import { insertPolicy, uniqueCarPlate } from '../soat/policy-factory.js';
import { bearer, createOperator, operatorApi, startSignIn } from './operator-fixtures.js';

// The operators' audit trail (ADR 044): append-only, written with each action, read by supervisors and
// administrators as JSON or CSV.

interface Entry {
  id: string;
  operadorId: string | null;
  operadorCorreo: string;
  accion: string;
  objetivo: string | null;
  motivo: string | null;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
  creadoEn: string;
}

describe('Operators’ audit trail', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of its rows in the database itself', async (t) => {
    const app = await build(t);
    const [row] = await app.db
      .insert(operatorAudit)
      .values({ operatorEmail: 'prueba@example.co', action: 'prueba.insertada', reason: 'original' })
      .returning();
    await assert.rejects(
      app.db.update(operatorAudit).set({ reason: 'cambiado' }).where(eq(operatorAudit.id, row!.id)),
      (error: Error & { cause?: { message?: string } }) =>
        /solo admite INSERT \(UPDATE\)/.test(`${error.message} ${error.cause?.message ?? ''}`),
    );
    await assert.rejects(
      app.db.delete(operatorAudit).where(eq(operatorAudit.id, row!.id)),
      (error: Error & { cause?: { message?: string } }) =>
        /solo admite INSERT \(DELETE\)/.test(`${error.message} ${error.cause?.message ?? ''}`),
    );
    await assert.rejects(app.db.execute(sql`truncate auditoria_operadores`));
    const [kept] = await app.db.select().from(operatorAudit).where(eq(operatorAudit.id, row!.id));
    assert.equal(kept!.reason, 'original');
  });

  it('records who created and disabled an operator, with the values before and after, and filters them', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator: admin } = await createOperator(app, { role: 'administrador' });
    const headers = bearer(app.operatorSessions.issueSession(admin));
    const email = `Nueva.Agente-${randomUUID()}@Example.co`;
    const created = await app.inject({
      method: 'POST',
      url: `${operatorApi}/operadores`,
      headers,
      payload: { nombre: 'Nueva Agente', correoElectronico: email, rol: 'agente', clave: 'clave-inicial-de-prueba' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const newOperator = created.json().operador;
    assert.equal(newOperator.correoElectronico, email.toLowerCase());
    assert.equal(newOperator.segundoFactor, false);
    const duplicate = await app.inject({
      method: 'POST',
      url: `${operatorApi}/operadores`,
      headers,
      payload: {
        nombre: 'Otra',
        correoElectronico: email.toUpperCase(),
        rol: 'agente',
        clave: 'clave-inicial-de-prueba',
      },
    });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.json().message, 'Ya hay un operador con ese correo.');
    const self = await app.inject({
      method: 'PATCH',
      url: `${operatorApi}/operadores/${admin.id}`,
      headers,
      payload: { activo: false },
    });
    assert.equal(self.statusCode, 409);
    const disabled = await app.inject({
      method: 'PATCH',
      url: `${operatorApi}/operadores/${newOperator.id}`,
      headers,
      payload: { activo: false },
    });
    assert.equal(disabled.statusCode, 200, disabled.body);
    const listed = await app.inject({ method: 'GET', url: `${operatorApi}/operadores`, headers });
    const row = listed.json().operadores.find((candidate: { id: string }) => candidate.id === newOperator.id);
    assert.equal(row.activo, false);

    const trail = await app.inject({
      method: 'GET',
      url: `${operatorApi}/auditoria?operador=${admin.id}&accion=operador`,
      headers,
    });
    assert.equal(trail.statusCode, 200, trail.body);
    const entries = trail.json().entradas as Entry[];
    assert.deepEqual(
      entries.map((entry) => entry.accion),
      ['operador.desactivado', 'operador.creado'],
    );
    const [off, on] = entries;
    assert.equal(on!.operadorCorreo, admin.email);
    assert.equal(on!.objetivo, newOperator.id);
    assert.equal(on!.antes, null);
    assert.deepEqual(on!.despues, {
      nombre: 'Nueva Agente',
      correoElectronico: email.toLowerCase(),
      rol: 'agente',
      activo: true,
    });
    assert.equal(off!.antes!.activo, true);
    assert.equal(off!.despues!.activo, false);
    assert.ok(!JSON.stringify(entries).includes('clave'), 'no password nor hash in the trail');

    const byEmail = await app.inject({
      method: 'GET',
      url: `${operatorApi}/auditoria?operador=${encodeURIComponent(admin.email.toUpperCase())}&accion=operador.creado`,
      headers,
    });
    assert.deepEqual(
      (byEmail.json().entradas as Entry[]).map((entry) => entry.id),
      [on!.id],
    );
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await app.inject({ method: 'GET', url: `${operatorApi}/auditoria?desde=${future}`, headers });
    assert.deepEqual(none.json(), { entradas: [] });
    const backwards = await app.inject({
      method: 'GET',
      url: `${operatorApi}/auditoria?desde=${future}&hasta=${new Date().toISOString()}`,
      headers,
    });
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().errores[0].campo, 'desde');
    for (const query of ['formato=xml', 'desde=ayer', 'accion=DROP%20TABLE']) {
      const refused = await app.inject({ method: 'GET', url: `${operatorApi}/auditoria?${query}`, headers });
      assert.equal(refused.statusCode, 400, query);
    }
  });

  it('records the machine key’s retry of a RUNT report in the retry’s transaction, and nothing when the write fails', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const today = todayInColombia();
    const { policy } = await insertPolicy(app, {
      plate: uniqueCarPlate(),
      startsOn: today,
      endsOn: addDays(today, 364),
      holderDocumentType: 'CC',
      holderDocumentNumber: '1020304050',
    });
    await app.runtReports.enqueue(app.db, policy.id);
    const [report] = await app.db
      .update(runtReports)
      .set({ status: 'fallida', attempts: 10 })
      .where(eq(runtReports.policyId, policy.id))
      .returning();

    // the audit write fails: the retry is rolled back with it
    await assert.rejects(
      app.runtReports.repository.retryFailed(report!.id, async () => {
        throw new Error('audit write failed');
      }),
    );
    const [still] = await app.db.select().from(runtReports).where(eq(runtReports.id, report!.id));
    assert.equal(still!.status, 'fallida');

    const retried = await app.inject({
      method: 'POST',
      url: `${operatorApi}/reportes-runt/reintentar`,
      headers: { 'x-api-key': testOperatorKey },
      payload: { idReporte: report!.id },
    });
    assert.deepEqual(retried.json(), { reintentados: 1 });
    const [entry] = await app.db.select().from(operatorAudit).where(eq(operatorAudit.target, report!.id));
    assert.equal(entry!.action, 'reporte-runt.reintentado');
    assert.equal(entry!.operatorId, null);
    assert.equal(entry!.operatorEmail, 'clave-de-maquina');
    assert.deepEqual(entry!.after, { estado: 'pendiente', reportes: [report!.id] });
  });

  it('exports the trail as CSV, quoted where needed and safe from spreadsheet formulas', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator: supervisor } = await createOperator(app, { role: 'supervisor' });
    const attacker = `=HYPERLINK("x",${randomUUID()})@example.co`;
    assert.equal((await startSignIn(app, attacker, 'una-clave')).statusCode, 401);
    const response = await app.inject({
      method: 'GET',
      url: `${operatorApi}/auditoria?formato=csv&accion=sesion`,
      headers: bearer(app.operatorSessions.issueSession(supervisor)),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="auditoria-operadores\.csv"/);
    const lines = response.body.split('\r\n');
    assert.equal(lines[0], 'id,operadorId,operadorCorreo,accion,objetivo,motivo,antes,despues,creadoEn');
    const line = lines.find((candidate) => candidate.includes('hyperlink'));
    assert.ok(line, response.body);
    assert.ok(line.includes(`"'${attacker.toLowerCase().replaceAll('"', '""')}"`), line);
    assert.match(line, /,sesion\.fallida,,correo desconocido,,,/);

    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('+57'), "'+57");
    assert.equal(csvCell({ a: 1 }), '"{""a"":1}"');
    assert.equal(csvCell(null), '');
    assert.equal(auditCsv([]), 'id,operadorId,operadorCorreo,accion,objetivo,motivo,antes,despues,creadoEn\r\n');
  });
});
