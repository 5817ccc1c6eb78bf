import type * as crypto from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

// Counts the scrypt computations running at the same time; each really runs, and ends a little later.
let running = 0;
let most = 0;
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof crypto>('node:crypto');
  return {
    ...actual,
    scrypt: (...args: Parameters<typeof actual.scrypt>) => {
      running++;
      most = Math.max(most, running);
      const done = args[args.length - 1] as (error: Error | null, key: Buffer) => void;
      const rest = args.slice(0, -1) as [string, Buffer, number, crypto.ScryptOptions];
      try {
        actual.scrypt(...rest, (error, key) =>
          setTimeout(() => {
            running--;
            done(error, key);
          }, 5),
        );
      } catch (error) {
        running--; // Node refuses bad parameters at once, by throwing.
        throw error;
      }
    },
  };
});

describe('password hashing (issue 13 item 6: a crowd signing in at once)', () => {
  it('runs at most two scrypt computations at once and finishes every one', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password ${i}`)));
    expect(most).toBe(2);
    expect(running).toBe(0);
    await expect(verifyPassword('password 3', hashes[3] as string)).resolves.toBe(true);
  });

  it('frees its place when a computation fails, so the next ones still run', async () => {
    const broken = 'scrypt$3$8$1$c2FsdA==$aGFzaA=='; // N must be a power of two: scrypt refuses it.
    await expect(Promise.all([verifyPassword('x', broken), verifyPassword('y', broken), verifyPassword('z', broken)])).rejects.toThrow();
    await expect(hashPassword('still works')).resolves.toMatch(/^scrypt\$/);
  });
});
