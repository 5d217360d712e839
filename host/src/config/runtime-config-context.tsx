import { createContext, use } from 'react';
import type { RuntimeConfig } from '@soat/shared/config';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <App>.');
  return config;
}
