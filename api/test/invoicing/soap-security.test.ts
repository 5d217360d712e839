import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { requestEnvelope } from '../../src/plugins/app/invoicing/dian-shapes.js';
import {
  checkEnvelopeSecurity,
  signEnvelope,
  type SoapCredentials,
} from '../../src/plugins/app/invoicing/soap-security.js';
import { testSigner } from './factories.js';

const dianUrl = 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc';
const envelope = (trackId: string) => requestEnvelope('GetStatus', { trackId }, dianUrl);

describe("the requests' WS-Security header", () => {
  it('reads the key and the certificate once per credentials, and every request signed with them holds', async () => {
    const signer = await testSigner();
    let keyReads = 0;
    let certificateReads = 0;
    // the same PEMs, counting how often the signing reads them
    const credentials: SoapCredentials = {
      get privateKeyPem() {
        keyReads += 1;
        return signer.privateKeyPem;
      },
      get certificatePem() {
        certificateReads += 1;
        return signer.certificatePem;
      },
    };
    const now = new Date();
    const first = signEnvelope(envelope('a'.repeat(96)), credentials, now);
    const second = signEnvelope(envelope('b'.repeat(96)), credentials, now);
    for (const signed of [first, second]) {
      const check = checkEnvelopeSecurity(signed, now);
      assert.equal(check.kind, 'valid');
      assert.equal(check.kind === 'valid' && check.certificate.fingerprint256, signer.certificate.fingerprint256);
    }
    assert.equal(keyReads, 1);
    assert.equal(certificateReads, 1);
  });

  it('signs an envelope into the same bytes whichever copy of the credentials signs it', async () => {
    const signer = await testSigner();
    const now = new Date();
    const credentials = { privateKeyPem: signer.privateKeyPem, certificatePem: signer.certificatePem };
    const signed = signEnvelope(envelope('c'.repeat(96)), credentials, now);
    // a copy of the credentials is read anew: RSA PKCS#1 v1.5 signatures are deterministic
    assert.equal(signEnvelope(envelope('c'.repeat(96)), { ...credentials }, now), signed);
  });
});
