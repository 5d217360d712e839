// What the integrators' rating widget costs a partner page: a plain HTML page on
// an origin of its own embeds `<soat-calificacion>` with its one script tag
// (docs/integrators.md), and everything the rating remote serves it until the
// network is idle (script, chunks, configuration, texts) is summed, gzip -9.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { recordAnswers } from './network-log.ts';

export const WIDGET_SCRIPT = 'soat-calificacion.js';

/** The partner's page: its own content, the element and the one script tag. */
export function partnerPage(widgetOrigin: string, token: string) {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Aliado</title></head>
<body>
<h1>Página de un aliado</h1>
<soat-calificacion token="${token}"></soat-calificacion>
<script src="${widgetOrigin}/${WIDGET_SCRIPT}"></script>
</body></html>`;
}

/** Serves one HTML page on the loopback at `port` (0: any free port). */
export function servePage(html: string, port = 0) {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/' ? html : '');
  });
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Loads the partner page in Chromium and answers every file the rating remote's
 * origin sent it (URL, bytes on the wire, gzip -9 size) and whether the form showed.
 */
export async function measureWidget({
  widgetOrigin,
  token,
  port = 0,
}: {
  widgetOrigin: string;
  token: string;
  port?: number;
}) {
  const server = await servePage(partnerPage(widgetOrigin, token), port);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const { answers: responses } = await recordAnswers(page, (response) =>
      new URL(response.url).origin === new URL(widgetOrigin).origin ? { url: response.url } : null,
    );
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const rendered = await page.evaluate(
      () => document.querySelector('soat-calificacion')?.shadowRoot?.querySelector('fieldset') != null,
    );
    const files: { url: string; wire: number; gzip: number }[] = [];
    for (const { url, wire } of responses.values()) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      files.push({ url, wire, gzip: gzipSync(body, { level: 9 }).length });
    }
    return { files: files.sort((a, b) => b.gzip - a.gzip), rendered };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
