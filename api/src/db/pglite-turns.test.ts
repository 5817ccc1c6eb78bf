/**
 * pglite-turns: the queue in front of PGlite keeps its order, and while connections arrive it lets
 * the event loop turn between statements once a turn's budget is spent (so sockets are accepted and
 * read); otherwise statements run back to back in one turn, as before.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { noteConnection, turnQueue } from './pglite-turns';

/** Busy work standing in for a PGlite statement (synchronous WebAssembly). */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {}
};

/** Queues `count` statements of `ms` each and counts how many event-loop turns (check phases) they span. */
async function run(count: number, ms: number, connecting = false) {
  const inTurn = turnQueue();
  const order: number[] = [];
  let turns = 0;
  let done = false;
  const counting = (async () => {
    while (!done) {
      await nextTurn();
      turns++;
    }
  })();
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      inTurn(async () => {
        // Connections keep arriving (a busy machine can stretch the turns past the burst window).
        if (connecting) noteConnection();
        busy(ms);
        order.push(i);
      }),
    ),
  );
  done = true;
  await counting;
  return { order, turns };
}

test('without new connections the statements run back to back, in order', async () => {
  const { order, turns } = await run(20, 2);
  expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  expect(turns).toBeLessThanOrEqual(2);
});

test('while connections arrive, the event loop turns between statements one statement per turn', async () => {
  noteConnection();
  const { order, turns } = await run(20, 3, true);
  expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  // 20 statements, one per turn (the count may miss a turn at either end).
  expect(turns).toBeGreaterThanOrEqual(18);
});

test('a failed statement does not stop the queue', async () => {
  const inTurn = turnQueue();
  const failed = inTurn(async () => {
    throw new Error('boom');
  });
  const next = inTurn(async () => 'next');
  await expect(failed).rejects.toThrow('boom');
  await expect(next).resolves.toBe('next');
});
