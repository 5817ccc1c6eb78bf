import type { RuntimeConfig } from '@fireworks/core/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../api/runtime-config';

export type RuntimeConfigState = { status: 'loading' } | { status: 'ready'; config: RuntimeConfig } | { status: 'failed' };

/** The runtime configuration for a screen: loading, ready or failed, with a retry. */
export function useRuntimeConfig(): RuntimeConfigState & { retry(): void } {
  const [state, setState] = useState<RuntimeConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRuntimeConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
