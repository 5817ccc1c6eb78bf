/**
 * A Module Federation runtime plugin: a remote screen that fails to load (its manifest, entry or
 * chunk did not arrive, e.g. a flaky network or a remote being redeployed) is tried again a few
 * times, a little later each time, before the error reaches the screen's boundary (its "Retry").
 * It uses enhanced's public `errorLoadRemote` hook: what the hook returns stands in for the module.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface RetryOptions {
  /** Further attempts after the first failure. */
  times?: number;
  /** Wait before the first retry; doubled before each further one. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function retryRemoteLoads({ times = 2, delayMs = 300 }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  // Retries under way per module id: a retry that fails comes back through this hook.
  const attempts = new Map<string, number>();
  return {
    name: 'fireworks-retry-remote-loads',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // 'onLoad' is the screen's load as a whole; the earlier stages report into it.
      if (lifecycle !== 'onLoad') return undefined;
      const tried = attempts.get(id) ?? 0;
      if (tried >= times) throw error;
      attempts.set(id, tried + 1);
      try {
        await wait(delayMs * 2 ** tried);
        return await origin.loadRemote(id);
      } finally {
        if (tried === 0) attempts.delete(id);
      }
    },
  };
}
