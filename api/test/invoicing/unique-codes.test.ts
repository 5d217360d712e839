import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cude, cufe, dianAmount, softwareSecurityCode } from '../../src/invoicing/unique-codes.js';

// The worked examples of the DIAN's technical annex for the electronic sales invoice (v1.9), §11.2 (CUFE)
// and §11.4 (CUDE): if a chain's order or one of its strings changed, the DIAN would reject every document.
describe('the DIAN unique codes', () => {
  it("gives the annex's CUFE for its example invoice", () => {
    const code = cufe(
      {
        number: '323200000129',
        issueDate: '2019-01-16',
        issueTime: '10:53:10-05:00',
        lineExtensionAmount: '1500000.00',
        taxes: { iva: '285000.00', inc: '0.00', ica: '0.00' },
        payableAmount: '1785000.00',
        issuerNit: '700085371',
        buyerId: '800199436',
        environment: '1',
      },
      '693ff6f2a553c3646a063436fd4dd9ded0311471',
    );
    assert.equal(
      code,
      '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
    );
  });

  it("gives the annex's CUDE for its example credit note (the software PIN closes the chain)", () => {
    const code = cude(
      {
        number: '8110007871',
        issueDate: '2019-01-12',
        issueTime: '07:00:00-05:00',
        lineExtensionAmount: '5000.00',
        taxes: { iva: '950.00', inc: '0.00', ica: '0.00' },
        payableAmount: '5950.00',
        issuerNit: '900373076',
        buyerId: '8355990',
        environment: '1',
      },
      '12301',
    );
    assert.equal(
      code,
      '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168',
    );
  });

  it("gives the software security code over the software's id, PIN and the number", () => {
    assert.equal(
      softwareSecurityCode('abc', '12345', 'SETP990000001'),
      'ef061d791ea17f22a34df2d5d18726509bcbe69139a7527a7e3d94c5d534899d5ff886f5a360c0fe87a71d600b67e3eb',
    );
  });

  it('writes whole pesos with two decimals and refuses anything else', () => {
    assert.equal(dianAmount(0), '0.00');
    assert.equal(dianAmount(1_056_000), '1056000.00');
    assert.throws(() => dianAmount(10.5), RangeError);
    assert.throws(() => dianAmount(-1), RangeError);
  });
});
