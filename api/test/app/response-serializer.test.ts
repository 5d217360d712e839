import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import Type from 'typebox';
import { payments } from '../../src/db/schema.js';
import responseSerializer, { withoutBounds } from '../../src/plugins/external/response-serializer.js';
import { createPurchase, getPurchase, startPayment } from '../routes/soat/purchase-fixtures.js';
import { buildListeningApi } from '../sandbox-gateway/sandbox-fixtures.js';

describe('Answers written from their schema', () => {
  it('answers a stored value longer than the contract’s bound in a nullable field, instead of a 500', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { payment } = await startPayment(app, id);
    // a message written before the bound, or a gateway's longer than it (the contract says 2000)
    const message = 'El banco rechazó la transacción. '.repeat(70);
    assert.ok(message.length > 2000);
    await app.db
      .update(payments)
      .set({ message })
      .where(eq(payments.id, payment.idPago as string));

    const response = await getPurchase(app, id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().pago.mensaje, message);
  });

  it('still leaves out what the schema does not name, and picks a union’s branch by its type', async () => {
    const app = Fastify();
    await app.register(responseSerializer);
    const Answer = Type.Object({
      nota: Type.Union([Type.String({ maxLength: 3 }), Type.Null()]),
      cantidad: Type.Union([Type.Integer({ maximum: 9 }), Type.String({ maxLength: 2 })]),
    });
    app.get('/', { schema: { response: { 200: Answer } } }, async () => ({
      nota: 'más de tres',
      cantidad: 42,
      clave: 'secreta',
    }));
    const response = await app.inject('/');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { nota: 'más de tres', cantidad: 42 });
  });

  it('keeps a property whose name is a bound’s keyword', () => {
    assert.deepEqual(
      withoutBounds({
        type: 'object',
        properties: { pattern: { type: 'string', pattern: '^a' }, maximum: { type: 'integer', maximum: 3 } },
      }),
      { type: 'object', properties: { pattern: { type: 'string' }, maximum: { type: 'integer' } } },
    );
  });
});
