// The demo's script files as the bench weighs them: gzip sizes (level 9, as a static host would
// serve them) and whether a file carries the chart code.
import { gzipSync } from 'node:zlib';

/** The mock API's handlers and seed, and the libraries only it uses (remote-demo/webpack.config.ts). */
export const MOCK_API_CHUNK = /^demo-mock-api[.-]/;

export const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
export const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A script file's name and gzip size. */
export interface ScriptFile {
  name: string;
  gzip: number;
}

const bodies = new Map<string, Buffer>();
async function body(fileUrl: string): Promise<Buffer> {
  const known = bodies.get(fileUrl);
  if (known) return known;
  const fetched = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
  bodies.set(fileUrl, fetched);
  return fetched;
}

/** `{ name, gzip }` for each file, in order. */
export async function describeFiles(urls: string[]) {
  const files: ScriptFile[] = [];
  for (const url of urls) files.push({ name: fileName(url), gzip: gzipSync(await body(url), { level: 9 }).length });
  return files;
}

export const listFiles = (files: ScriptFile[]) => files.map((file) => `${file.name} ${kbText(file.gzip)}`).join(', ');
export const sum = (files: ScriptFile[]) => files.reduce((total, file) => total + file.gzip, 0);

/** The chart libraries only the dashboards use (visx and d3; remote-demo/webpack.config.ts). */
export const CHART_CHUNK = /^demo-dashboards-vendors[.-]/;

/** Whether a script carries chart code: that chunk, or visx's class names (`visx-axis`, …) anywhere else. */
export async function hasChartCode(fileUrl: string) {
  return CHART_CHUNK.test(fileName(fileUrl)) || (await body(fileUrl)).toString('utf8').includes('visx-');
}
