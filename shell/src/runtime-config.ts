import { api, type RuntimeConfig } from 'shared-ui';

let loaded: RuntimeConfig | null = null;

/** Reads /api/config once: remote locations and the public settings (never baked into the build). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loaded ??= await api.get<RuntimeConfig>('/api/config', { auth: false });
  return loaded;
}

export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('runtime config not loaded yet');
  return loaded;
}
