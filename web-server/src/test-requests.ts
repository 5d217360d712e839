// For the tests: one request to a server under test, as a browser would send it.
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The server's answer: its status, headers, body as sent and body as text (decompressed as sent). */
export interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** `method path` to the server on the loopback's `port`, with `headers`. */
export function get(port: number, path: string, headers: OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: response.statusCode, headers: response.headers, body, text: decoded.toString() });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
