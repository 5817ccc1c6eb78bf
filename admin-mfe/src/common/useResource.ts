import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from 'shared-ui';

export interface Resource<T> {
  data: T | null;
  /** The server's message (or the network error) when loading failed. */
  error: string | null;
  loading: boolean;
  reload(): void;
  /** Local edits after a successful write, so the list does not flash while it reloads. */
  update(change: (current: T) => T): void;
}

/** GETs one API path when the screen opens, with loading and error states and a reload. */
export function useResource<T>(path: string): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .get<T>(path, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(caught instanceof Error ? caught.message : String(caught));
        setLoading(false);
      });
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (current: T) => T) => setData((current) => (current === null ? current : change(current))), []);
  return { data, error, loading, reload, update };
}

/**
 * The text for a failed write (spec §8): the server's error when it sent one, `failed` when it
 * answered without one, `networkError` when no answer came.
 */
export function errorText(caught: unknown, failed: string, networkError = failed): string {
  if (!(caught instanceof ApiError) || caught.isNetworkError) return networkError;
  return typeof caught.body?.error === 'string' && caught.body.error ? caught.body.error : failed;
}
