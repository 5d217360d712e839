import { REMOTE_NAMES, type RemoteName } from '@soat/shared/federation';

/**
 * Deploy-time configuration every app reads at start-up from `/config.json`:
 * changing a remote or the API address needs no rebuild.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** One manifest URL per remote of the portal's table of apps. */
  remotes: Record<RemoteName, string>;
  whatsapp: { number: string; message: string };
  demo: { enabled: boolean };
  /**
   * The share of page views whose Web Vitals the host reports (ADR 046), from 0 to 1; none when absent
   * (an app's own tests, a server older than the reporter).
   */
  webVitals?: { sampleRate: number };
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** A field's check: what is wrong with its value, or nothing. */
type Check = (value: unknown) => string | undefined;
type Shape = { [field: string]: Check | Shape };

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

const url: Check = (value) => (typeof value === 'string' && isUrl(value) ? undefined : 'expected a URL');
const text: Check = (value) => (typeof value === 'string' ? undefined : 'expected a string');
const flag: Check = (value) => (typeof value === 'boolean' ? undefined : 'expected true or false');
const optionalRate: Check = (value) =>
  value === undefined || (typeof value === 'number' && value >= 0 && value <= 1) ? undefined : 'expected 0 to 1';
const phone: Check = (value) =>
  typeof value === 'string' && /^\d{10,15}$/.test(value) ? undefined : 'expected 10 to 15 digits';

// Checked by hand, not by a schema library: this runs on every page before anything else, and
// zod cost 5.5 KB gzip there for these four checks (docs/decisions/021-declarative-routes.md).
const RUNTIME_CONFIG: Shape = {
  apiBaseUrl: url,
  remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, url])),
  whatsapp: { number: phone, message: text },
  demo: { enabled: flag },
};

function problemsOf(shape: Shape, value: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null) return [`${path || '(root)'}: expected an object`];
  const fields = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([field, check]) => {
    const at = path ? `${path}.${field}` : field;
    if (typeof check !== 'function') return problemsOf(check, fields[field], at);
    const problem = check(fields[field]);
    return problem ? [`${at}: ${problem}`] : [];
  });
}

/** Validates configuration, naming every missing or invalid field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems = problemsOf(RUNTIME_CONFIG, value, '');
  const webVitals = typeof value === 'object' && value !== null ? (value as RuntimeConfig).webVitals : undefined;
  if (webVitals !== undefined) problems.push(...problemsOf({ sampleRate: optionalRate }, webVitals, 'webVitals'));
  if (problems.length === 0) return value as RuntimeConfig;
  throw new RuntimeConfigError(`Invalid runtime configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`Runtime configuration ${url} answered ${response.status}.`);
  return parseRuntimeConfig(await response.json());
}
