import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that follows a request but need not hold up its answer (issue 13: the order e-mails leave
 * the create-order reply path). Each task is retried with backoff; the app's close waits for
 * every task still running, so a graceful stop loses none (a crash can: the e-mails are not in
 * the order's transaction).
 */
export class AfterReply {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly delaysMs: readonly number[] = [200, 1_000, 5_000],
  ) {}

  /** Runs `task` soon, retrying it (delaysMs) when it throws; the last failure is logged. */
  run(name: string, task: () => Promise<void>, context: Record<string, unknown> = {}): void {
    const attempt = async () => {
      for (let tried = 0; ; tried++) {
        try {
          await task();
          return;
        } catch (error) {
          const delay = this.delaysMs[tried];
          if (delay === undefined) {
            this.log.error({ err: error, ...context }, `${name} failed`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    };
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve)).then(attempt);
    this.running.add(done);
    void done.finally(() => this.running.delete(done));
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
