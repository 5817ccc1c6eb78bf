import type { RuntimeConfig } from '@fireworks/core/contract';
import { loadRuntimeConfig as loadSharedConfig } from 'shared-ui';

let loaded: RuntimeConfig | null = null;

/**
 * Reads /api/config once: remote locations and the public settings (never baked into the build).
 * The read goes through shared-ui, so the remotes' screens reuse this answer instead of asking again.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loaded ??= await loadSharedConfig();
  return loaded;
}
