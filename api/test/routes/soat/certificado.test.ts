import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailsTo } from '../../factories.js';
import { build } from '../../helper.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy, createPurchase, pdfText, soatApi } from './purchase-fixtures.js';

const certificate = (app: Parameters<typeof createPurchase>[0], id: string) =>
  app.inject({ method: 'GET', url: `${soatApi}/solicitudes/${id}/certificado` });

describe('The issued policy: certificate and email', () => {
  it('serves the certificate as a Spanish PDF with the policy number, validity, amounts, vehicle and holder', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, body, solicitud } = await buyPolicy(app);
    const { poliza } = solicitud;
    const response = await certificate(app, id);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    // a download, not a page: the portal links to it from another origin, where `download` is ignored
    assert.equal(response.headers['content-disposition'], `attachment; filename="poliza-${poliza.numeroPoliza}.pdf"`);
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    // lines wrapped by the layout are joined again
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    assert.ok(text.includes(poliza.numeroPoliza), text);
    assert.ok(text.includes('Aseguradora Portal SOAT (de pruebas)'), text);
    assert.ok(text.includes(body.placa));
    assert.ok(text.includes(`${body.tomador.tipoDocumento} ${body.tomador.numeroDocumento}`));
    assert.ok(text.includes(poliza.codigoTarifa));
    const total = `$ ${String(poliza.total).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`; // $ 343.300
    assert.ok(text.includes(total), `${total} in ${text}`);
    assert.ok(text.includes(`https://portal.example.co/soat/consulta?placa=${body.placa}`));
    assert.match(text, /Vigencia desde/);
  });

  it('emails the holder the certificate as an attachment (kept by the outbox)', async (t) => {
    const { app } = await buildListeningApi(t);
    const { body, solicitud } = await buyPolicy(app);
    const number = solicitud.poliza.numeroPoliza;
    const [email] = await emailsTo(app, body.tomador.correoElectronico as string);
    assert.ok(email, 'no email');
    assert.match(email.asunto, new RegExp(number));
    assert.match(email.texto, new RegExp(body.placa));
    assert.equal(email.adjuntos.length, 1);
    const [attachment] = email.adjuntos;
    assert.equal(attachment!.nombre, `poliza-${number}.pdf`);
    assert.equal(attachment!.tipo, 'application/pdf');
    const file = await app.inject({ method: 'GET', url: attachment!.url });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.ok(pdfText(file.rawPayload).includes(number));
  });

  it('answers 404 before the policy is issued, 400 for a malformed id', async (t) => {
    const app = await build(t);
    const { id } = await createPurchase(app);
    const early = await certificate(app, id);
    assert.equal(early.statusCode, 404);
    assert.equal(early.json().message, 'La póliza de esta solicitud todavía no se ha expedido.');
    assert.equal((await certificate(app, 'nada')).statusCode, 400);
    const unknown = await app.inject({
      method: 'GET',
      url: '/desarrollo/correos/adjuntos/00000000-0000-4000-8000-000000000000',
    });
    assert.equal(unknown.statusCode, 404);
  });
});
