import fs from 'node:fs';
import { RequestTurns } from './request-turns';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Keeps the event loop busy for `ms`, as a request's own work does. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('RequestTurns (a few requests per turn of the event loop, issue 13)', () => {
  it('starts a request at once while the load is light', () => {
    const started: number[] = [];
    const turns = new RequestTurns<number>((n) => started.push(n), 8);
    turns.offer(1);
    turns.offer(2);
    expect(started).toEqual([1, 2]);
    expect(turns.backlog).toBe(0);
  });

  it('starts at most perTurn in one turn, the rest in later turns in arrival order', async () => {
    const started: number[] = [];
    const turns = new RequestTurns<number>((n) => started.push(n), 8);
    for (let n = 1; n <= 20; n++) turns.offer(n);
    expect(started).toHaveLength(8);
    expect(turns.backlog).toBe(12);
    await nextTurn();
    expect(started).toHaveLength(16);
    await nextTurn();
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(turns.backlog).toBe(0);
  });

  it('queues a newcomer behind those waiting, even when the turn has room', async () => {
    const started: string[] = [];
    const turns = new RequestTurns<string>((name) => started.push(name), 2);
    for (const name of ['a', 'b', 'c', 'd']) turns.offer(name);
    await nextTurn();
    // The turn that started c and d is over; e arrives while nothing waits, in a fresh turn.
    await nextTurn();
    turns.offer('e');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    turns.offer('f');
    turns.offer('g');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('lets I/O that completed meanwhile (a database answer) run between two turns, not after the whole batch', async () => {
    const events: string[] = [];
    let answered!: () => void;
    const answer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const turns = new RequestTurns<number>((n) => {
      events.push(`start ${n}`);
      // The first request asks the "database" (a file-system call, answered on the poll phase).
      if (n === 1)
        fs.stat('.', () => {
          events.push('answer');
          answered();
        });
      work(1);
    }, 8);
    for (let n = 1; n <= 24; n++) turns.offer(n);
    await answer;
    while (turns.backlog > 0) await nextTurn();
    const answerAt = events.indexOf('answer');
    // Without turns every request would start first (the answer last, at 24).
    expect(answerAt).toBeGreaterThanOrEqual(8);
    expect(answerAt).toBeLessThan(24);
    expect(events.filter((event) => event !== 'answer')).toEqual(Array.from({ length: 24 }, (_, i) => `start ${i + 1}`));
  });

  it('refuses a turn of no requests', () => {
    expect(() => new RequestTurns<number>(() => {}, 0)).toThrow('perTurn');
  });
});
