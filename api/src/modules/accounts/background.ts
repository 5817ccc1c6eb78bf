import type { FastifyInstance } from 'fastify';

/**
 * Work that must not hold up the answer, because how long it takes would tell a caller whether an
 * account exists (a recovery e-mail is sent only to real accounts). Failures are logged; the app
 * waits for unfinished work when it closes.
 */
export function createBackground(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return function runInBackground(label: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error) => app.log.error({ err: error }, `${label} failed`))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
}

export type RunInBackground = ReturnType<typeof createBackground>;
