import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { developmentSigner, isTestCertificate, loadSigner, type DocumentSigner } from '../../../invoicing/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The issuer's certificate and key: they sign every document and every request to the DIAN. */
    documentSigner: DocumentSigner;
  }
}

/**
 * Loads the signing certificate once (INVOICE_SIGNING_CERTIFICATE, a PKCS#12 file in base64, and its password), or
 * the committed test one without it (outside production: production requires the file, parse-env.ts);
 * production refuses to start with a copy of the test one.
 */
async function signingCertificatePlugin(app: FastifyInstance) {
  const source = app.config.invoicing.signingCertificate;
  const signer = source
    ? await loadSigner({ pkcs12: source.pkcs12, password: source.password })
    : await developmentSigner();
  // production requires a file (parse-env.ts); a copy of the test certificate in it is refused here
  if (source && app.config.nodeEnv === 'production' && isTestCertificate(signer.certificate)) {
    throw new Error(
      "Invalid environment configuration:\n  - INVOICE_SIGNING_CERTIFICATE: is the committed test certificate: production signs with the insurer's own",
    );
  }
  app.decorate('documentSigner', signer);
}

export default fp(signingCertificatePlugin, { name: 'signing-certificate' });
