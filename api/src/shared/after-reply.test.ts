import type { FastifyBaseLogger } from 'fastify';
import { AfterReply } from './after-reply';

const logger = () => {
  const errors: unknown[] = [];
  return { errors, log: { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger };
};

describe('AfterReply (work after the answer, issue 13)', () => {
  it('does not run the task before the caller goes on, and idle() waits for it', async () => {
    const { log } = logger();
    const after = new AfterReply(log, []);
    const done: string[] = [];
    after.run('task', async () => {
      done.push('ran');
    });
    expect(done).toEqual([]);
    await after.idle();
    expect(done).toEqual(['ran']);
  });

  it('retries a failing task with its delays and logs only when every try failed', async () => {
    const { log, errors } = logger();
    const after = new AfterReply(log, [1, 1]);
    let tries = 0;
    after.run('flaky', async () => {
      tries++;
      if (tries < 3) throw new Error('SMTP down');
    });
    await after.idle();
    expect(tries).toBe(3);
    expect(errors).toEqual([]);

    after.run('broken', async () => {
      throw new Error('SMTP gone');
    });
    await after.idle();
    expect(errors).toHaveLength(1);
  });

  it('idle() also waits for tasks started by a running task', async () => {
    const { log } = logger();
    const after = new AfterReply(log, []);
    const done: string[] = [];
    after.run('outer', async () => {
      after.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('inner');
      });
    });
    await after.idle();
    expect(done).toEqual(['inner']);
  });
});
