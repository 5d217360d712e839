import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '@soat/shared/federation';

// One manifest URL per remote of the portal's table of apps.
const remoteManifestUrls = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, z.url()])) as Record<
  RemoteName,
  ReturnType<typeof z.url>
>;

/**
 * Deploy-time configuration every app reads at start-up from `/config.json`:
 * changing a remote or the API address needs no rebuild.
 */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  remotes: z.object(remoteManifestUrls),
  whatsapp: z.object({
    number: z.string().check(z.regex(/^\d{10,15}$/)),
    message: z.string(),
  }),
  demo: z.object({ enabled: z.boolean() }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates configuration, naming every missing or invalid field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new RuntimeConfigError(`Invalid runtime configuration:\n${problems.join('\n')}`);
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`Runtime configuration ${url} answered ${response.status}.`);
  return parseRuntimeConfig(await response.json());
}
