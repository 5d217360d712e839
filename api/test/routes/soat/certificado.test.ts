import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { addDays, formatSpanishDate, todayInColombia } from '@soat/shared/rules/validity';
import { coveragesFor } from '../../../src/domain/coverages.js';
import { formatPesos } from '../../../src/pdf/policy-certificate.js';
import { emailsTo } from '../../factories.js';
import { build } from '../../helper.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { pdfCatalog, pdfObject } from './pdf-structure.js';
import { insertPolicy, uniqueCarPlate } from './policy-factory.js';
import { buyPolicy, createPurchase, pdfText, purchaseBody, soatApi, waitForPurchase } from './purchase-fixtures.js';

const certificate = (app: Parameters<typeof createPurchase>[0], id: string) =>
  app.inject({ method: 'GET', url: `${soatApi}/solicitudes/${id}/certificado` });

/** The certificate's text, its lines joined again as the layout wrapped them. */
async function certificateText(app: Parameters<typeof createPurchase>[0], id: string) {
  const response = await certificate(app, id);
  assert.equal(response.statusCode, 200, response.body);
  return pdfText(response.rawPayload).replace(/\s+/g, ' ');
}

/** A plate the sandbox RUNT registers as a Renault Logan 2019 of CC 1020304050, no other test buys. */
const runtFamilyPlate = () =>
  `X${'ABCDEFGHIJ'.charAt(randomInt(10))}${'KLMNPRSTVW'.charAt(randomInt(10))}${String(randomInt(1000)).padStart(3, '0')}`;

/** Buys, as a customer does, a vehicle read from the (sandbox) RUNT with its owner's document. */
async function buyFromRunt(app: Parameters<typeof createPurchase>[0]) {
  const plate = runtFamilyPlate();
  const read = await app.inject({
    method: 'POST',
    url: `${soatApi}/vehiculos/runt`,
    payload: { placa: plate, tipoDocumento: 'CC', numeroDocumento: '1020304050' },
  });
  assert.equal(read.statusCode, 200, read.body);
  const { vehiculo, lecturaRunt } = read.json();
  return buyPolicy(app, purchaseBody({ placa: plate, vehiculo, lecturaRunt }));
}

describe('The issued policy: certificate and email', () => {
  it('serves the certificate as a Spanish PDF with everything the standard SOAT form carries', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id, body, solicitud } = await buyFromRunt(app);
    // once the RUNT acknowledged it (a job, right after the issue): the certificate says so, with its receipt
    await app.runtReports.runOnce();
    const { poliza } = await waitForPurchase(app, id, (s) => s.poliza?.reporteRunt === 'reportada');
    const response = await certificate(app, id);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    // a download, not a page: the portal links to it from another origin, where `download` is ignored
    assert.equal(response.headers['content-disposition'], `attachment; filename="poliza-${poliza.numeroPoliza}.pdf"`);
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    const has = (expected: string) => assert.ok(text.includes(expected), `«${expected}» in ${text}`);

    // the insurer, its NIT and its line (configured), the number, the day and time
    has('Nombre Aseguradora Portal SOAT (de pruebas)');
    has('NIT 900000001-2');
    has('Línea de atención 601 555 0100 (línea de pruebas)');
    has(`Número de póliza ${poliza.numeroPoliza}`);
    assert.match(poliza.horaExpedicion, /^\d{2}:\d{2}$/);
    has(`Expedida ${formatSpanishDate(poliza.fechaExpedicion)}, ${poliza.horaExpedicion}`);
    // bought the day it starts: it covers from the moment of issue, to 23:59 of its last day
    assert.equal(poliza.inicioVigencia, poliza.fechaExpedicion);
    assert.equal(poliza.horaInicioVigencia, poliza.horaExpedicion);
    has(`Vigencia desde ${poliza.horaExpedicion} del ${formatSpanishDate(poliza.inicioVigencia)}`);
    has(`Vigencia hasta 23:59 del ${formatSpanishDate(poliza.finVigencia)}`);
    has(`Código de tarifa ${poliza.codigoTarifa}`);

    // the vehicle, its class and service as Spanish writes them, its brand and line as the RUNT gave them
    has(`Placa ${body.placa}`);
    has('Clase Automóvil');
    has('Servicio Particular');
    assert.deepEqual([poliza.marca, poliza.linea], ['RENAULT', 'LOGAN']);
    has('Marca RENAULT');
    has('Línea LOGAN');
    has('Modelo 2019');
    has('Cilindraje 1598 c.c.');
    has('Pasajeros 5');

    // the holder: name, document, address, city, mobile
    has('Nombre Ana María Gómez Pérez');
    has('Documento CC 1020304050');
    has('Dirección Calle 10 # 5-20');
    has('Ciudad Bogotá');
    has('Celular 3001234567');

    // the coverages per victim in their legal units and in pesos of the policy's year
    has(`Coberturas por víctima (valores de ${poliza.anioTarifa})`);
    has('Amparo Tope legal Valor en pesos');
    has(`Incapacidad permanente 180 SMLDV ${formatPesos(coveragesFor(poliza.anioTarifa)[2]!.valor)}`);
    has('Muerte y gastos funerarios 750 SMLDV');
    has('701,68 UVT');
    for (const coverage of coveragesFor(poliza.anioTarifa)) has(`${coverage.unidad} ${formatPesos(coverage.valor)}`);
    assert.deepEqual(poliza.coberturas, coveragesFor(poliza.anioTarifa));

    // the amounts: prima and ADRES contribution (or their subtotal where the table publishes only that)
    if (poliza.prima !== null && poliza.contribucionAdres !== null) {
      has(`Prima ${formatPesos(poliza.prima)}`);
      has(`Contribución ADRES ${formatPesos(poliza.contribucionAdres)}`);
    } else has(`Prima y contribución ADRES ${formatPesos(poliza.subtotal)}`);
    has(`Tasa RUNT ${formatPesos(poliza.tasaRunt)}`);
    has(`Total pagado ${formatPesos(poliza.total)}`);
    assert.equal(poliza.total, solicitud.poliza.total);

    // reported to the RUNT, with its receipt
    assert.match(poliza.radicadoRunt ?? '', /^RUNT-/);
    has(`Estado Reportada al RUNT el ${formatSpanishDate(poliza.fechaReporteRunt!)}`);
    has(`Radicado RUNT ${poliza.radicadoRunt}`);
    // and the QR code's consult
    has(`https://portal.example.co/soat/consulta?placa=${body.placa}`);
  });

  it('says a policy the RUNT has not acknowledged yet is pending its report, and leaves out a brand nobody vouched for', async (t) => {
    const app = await build(t);
    const { request } = await insertPolicy(app, {
      plate: uniqueCarPlate(),
      startsOn: addDays(todayInColombia(), 3),
      endsOn: addDays(todayInColombia(), 367),
      issuedAt: new Date(),
    });
    const text = await certificateText(app, request.id);
    assert.match(text, /Estado Pendiente de reporte: la aseguradora la reporta al RUNT/);
    assert.doesNotMatch(text, /Radicado RUNT/);
    // issued before its first day: it covers that day from 00:00
    assert.ok(text.includes(`Vigencia desde 00:00 del ${formatSpanishDate(addDays(todayInColombia(), 3))}`), text);
    // typed data: no brand or line on the certificate
    assert.doesNotMatch(text, /Marca|Línea [A-Z]/);
  });

  it('prints a holder with &, <, ñ and accents in the name and address as written', async (t) => {
    const { app } = await buildListeningApi(t);
    const holder = {
      ...purchaseBody().tomador,
      nombres: 'José & Ñusta',
      apellidos: '<Peña> Muñoz Łukasz',
      direccion: 'Carrera 7 # 12-34 <Torre ñ> & Apto 5',
      ciudad: 'Bogotá D.C.',
    };
    const { id } = await buyPolicy(app, purchaseBody({ tomador: holder }));
    const text = await certificateText(app, id);
    // Ł is not in the standard fonts' encoding: written as its closest letter rather than as garbage
    assert.ok(text.includes('Nombre José & Ñusta <Peña> Muñoz Lukasz'), text);
    assert.ok(text.includes('Dirección Carrera 7 # 12-34 <Torre ñ> & Apto 5'), text);
    assert.ok(text.includes('Ciudad Bogotá D.C.'), text);
  });

  it('is a tagged PDF in Spanish (Colombia) whose viewer shows its title, with headings, tables and the QR code as a figure', async (t) => {
    const app = await build(t);
    const { request, policy } = await insertPolicy(app, {
      plate: uniqueCarPlate(),
      startsOn: todayInColombia(),
      endsOn: addDays(todayInColombia(), 364),
    });
    const pdf = (await certificate(app, request.id)).rawPayload;
    const catalog = pdfCatalog(pdf);
    assert.match(catalog, /\/Lang \(es-CO\)/);
    assert.match(pdfObject(pdf, catalog, 'MarkInfo'), /\/Marked true/);
    assert.match(pdfObject(pdf, catalog, 'StructTreeRoot'), /\/Type \/StructTreeRoot/);
    assert.match(pdfObject(pdf, catalog, 'ViewerPreferences'), /\/DisplayDocTitle true/);
    const info = pdfObject(pdf, pdf.toString('latin1').match(/trailer\s*<<[\s\S]*?>>/)![0], 'Info');
    assert.equal(pdfObject(pdf, info, 'Title'), `(Certificado SOAT ${policy.number})`);
    const source = pdf.toString('latin1');
    for (const type of ['Document', 'H1', 'H2', 'Sect', 'Table', 'TR', 'TH', 'TD', 'Figure', 'P']) {
      assert.match(source, new RegExp(`/S /${type}\\b`), type);
    }
    // the QR code says what it is, and the header cells their scope
    assert.match(source, /\/S \/Figure[\s\S]{0,200}\/Alt \(/);
    assert.match(source, /\/Scope \/Row/);
    assert.match(source, /\/Scope \/Column/);
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
    const text = pdfText(file.rawPayload).replace(/\s+/g, ' ');
    assert.ok(text.includes(number));
    assert.ok(text.includes('Clase Automóvil'), text);
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
