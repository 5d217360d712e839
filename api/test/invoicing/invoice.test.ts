import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildInvoice, cufe, dianAmount, softwareSecurityCode } from '../../src/invoicing/index.js';
import { xmlReader } from '../../src/invoicing/xml-reader.js';
import { codeChainIn, testInvoiceInput, testIssuer, testSale } from './factories.js';

const customer = '/*/cac:AccountingCustomerParty/cac:Party';

describe('the sale invoice', () => {
  it('carries as UUID the CUFE recomputed from the strings written in it', () => {
    const issuer = testIssuer();
    const invoice = buildInvoice(testInvoiceInput(), issuer);
    const read = xmlReader(invoice.xml);
    const recomputed = cufe(codeChainIn(invoice.xml), issuer.invoiceRange.technicalKey);
    assert.equal(read('/*/cbc:UUID'), recomputed);
    assert.equal(invoice.uniqueCode, recomputed);
    assert.equal(read('/*/cbc:UUID/@schemeName'), 'CUFE-SHA384');
    assert.equal(read('/*/cbc:UUID/@schemeID'), '2');
    // 15:04:05 UTC is 10:04:05 in Colombia
    assert.equal(read('/*/cbc:IssueDate'), '2025-03-01');
    assert.equal(read('/*/cbc:IssueTime'), '10:04:05-05:00');
    assert.equal(read('/*/cbc:ID'), 'SETP990000001');
  });

  it('writes its XML when first read, not when built (the PDF needs only its strings), and the same XML every time', () => {
    const sale = testSale();
    let xmlReads = 0;
    // the city's DANE code is written in the XML alone: not in the strings the CUFE or the PDF take
    const address = { ...sale.buyer.address! };
    const counted = Object.defineProperty(address, 'cityCode', {
      get: () => {
        xmlReads += 1;
        return sale.buyer.address!.cityCode;
      },
    });
    const input = testInvoiceInput({ sale: { ...sale, buyer: { ...sale.buyer, address: counted } } });
    const invoice = buildInvoice(input, testIssuer());
    assert.equal(xmlReads, 0);
    const xml = invoice.xml;
    assert.ok(xmlReads > 0);
    const reads = xmlReads;
    assert.equal(invoice.xml, xml);
    assert.equal(xmlReads, reads);
    assert.equal(xml, buildInvoice(testInvoiceInput(), testIssuer()).xml);
  });

  it('escapes a name with &, <, ñ and accents, and reads back the very same name', () => {
    const sale = testSale();
    const invoice = buildInvoice(testInvoiceInput({ sale }), testIssuer());
    assert.match(invoice.xml, /María José Peña &amp; Hijos &lt;Ltda&gt; Núñez/);
    assert.equal(xmlReader(invoice.xml)(`${customer}/cac:PartyName/cbc:Name`), sale.buyer.name);
    assert.equal(
      xmlReader(invoice.xml)(`${customer}/cac:PhysicalLocation/cac:Address/cac:AddressLine/cbc:Line`),
      sale.buyer.address!.line,
    );
  });

  it('writes the premium, the ADRES contribution and the RUNT fee as lines that add up exactly to what was paid', () => {
    const invoice = buildInvoice(testInvoiceInput(), testIssuer());
    const read = xmlReader(invoice.xml);
    const amounts = [1, 2, 3].map((line) => read(`/*/cac:InvoiceLine[cbc:ID='${line}']/cbc:LineExtensionAmount`));
    assert.deepEqual(amounts, ['377600.00', '196352.00', '2000.00']);
    assert.equal(read('count(/*/cac:InvoiceLine)'), '3');
    assert.equal(read('/*/cbc:LineCountNumeric'), '3');
    for (const total of ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount']) {
      assert.equal(read(`/*/cac:LegalMonetaryTotal/cbc:${total}`), dianAmount(575_952), total);
    }
    assert.equal(read('/*/cac:TaxTotal/cbc:TaxAmount'), '0.00');
  });

  it('writes one line for premium and contribution where only their subtotal is known', () => {
    const sale = testSale({
      amounts: { premium: null, adresContribution: null, subtotal: 573_952, runtFee: 2_000, total: 575_952 },
    });
    const invoice = buildInvoice(testInvoiceInput({ sale }), testIssuer());
    assert.deepEqual(
      invoice.lines.map((line) => line.amount),
      ['573952.00', '2000.00'],
    );
    assert.equal(xmlReader(invoice.xml)('/*/cac:LegalMonetaryTotal/cbc:PayableAmount'), '575952.00');
  });

  it('refuses amounts that do not add up to the total paid', () => {
    const sale = testSale({
      amounts: { premium: 377_600, adresContribution: 196_352, subtotal: 573_952, runtFee: 2_000, total: 575_953 },
    });
    assert.throws(() => buildInvoice(testInvoiceInput({ sale }), testIssuer()), RangeError);
  });

  it('refuses a number outside the authorised range', () => {
    assert.throws(() => buildInvoice(testInvoiceInput({ number: 995_000_001 }), testIssuer()), RangeError);
  });

  it("names its numbering range, its software and its QR in the DIAN's extension", () => {
    const issuer = testIssuer();
    const invoice = buildInvoice(testInvoiceInput(), issuer);
    const read = xmlReader(invoice.xml);
    const dian = '/*/ext:UBLExtensions/ext:UBLExtension[1]/ext:ExtensionContent/sts:DianExtensions';
    assert.equal(read(`${dian}/sts:InvoiceControl/sts:InvoiceAuthorization`), '18760000001');
    assert.equal(read(`${dian}/sts:InvoiceControl/sts:AuthorizationPeriod/cbc:EndDate`), '2030-01-19');
    assert.equal(read(`${dian}/sts:InvoiceControl/sts:AuthorizedInvoices/sts:Prefix`), 'SETP');
    assert.equal(read(`${dian}/sts:InvoiceControl/sts:AuthorizedInvoices/sts:To`), '995000000');
    assert.equal(read(`${dian}/sts:SoftwareProvider/sts:ProviderID/@schemeID`), '8'); // 900123456-8
    assert.equal(
      read(`${dian}/sts:SoftwareSecurityCode`),
      softwareSecurityCode(issuer.software.id, issuer.software.pin, 'SETP990000001'),
    );
    assert.equal(read(`${dian}/sts:AuthorizationProvider/sts:AuthorizationProviderID`), '800197268');
    assert.equal(read(`${dian}/sts:QRCode`), invoice.qrContent);
    assert.equal(read('count(/*/ext:UBLExtensions/ext:UBLExtension[2]/ext:ExtensionContent/*)'), '0');
  });

  it("identifies the buyer with the annex's document type, a NIT by its base and check digit", () => {
    const byNit = buildInvoice(
      testInvoiceInput({
        sale: testSale({ buyer: { ...testSale().buyer, documentType: 'NIT', documentNumber: '900373076-4' } }),
      }),
      testIssuer(),
    );
    const nit = xmlReader(byNit.xml);
    assert.equal(nit(`${customer}/cac:PartyTaxScheme/cbc:CompanyID`), '900373076');
    assert.equal(nit(`${customer}/cac:PartyTaxScheme/cbc:CompanyID/@schemeName`), '31');
    assert.equal(nit(`${customer}/cac:PartyTaxScheme/cbc:CompanyID/@schemeID`), '4');
    assert.equal(nit('/*/cac:AccountingCustomerParty/cbc:AdditionalAccountID'), '1');

    const byPassport = buildInvoice(
      testInvoiceInput({
        sale: testSale({ buyer: { ...testSale().buyer, documentType: 'PA', documentNumber: 'AB123456' } }),
      }),
      testIssuer(),
    );
    const passport = xmlReader(byPassport.xml);
    assert.equal(passport(`${customer}/cac:PartyIdentification/cbc:ID/@schemeName`), '41');
    assert.equal(passport(`${customer}/cac:PartyTaxScheme/cbc:CompanyID/@schemeID`), '');
    assert.equal(passport('/*/cac:AccountingCustomerParty/cbc:AdditionalAccountID'), '2');
  });
});
