/**
 * Fairness between PGlite and the event loop (issue 13 item 4).
 *
 * PGlite runs on the main thread, and its queue hands the database from one waiting statement to the
 * next through promise callbacks, which never let the event loop turn: under a crowd, one turn ran
 * 100–300 ms of back-to-back transactions (measured: event-loop gaps of ~200 ms, half of it inside
 * PGlite's WebAssembly). A turn is when Node reads sockets and accepts connections, and libuv
 * accepts ONE connection per turn (libuv PR #3696), so a burst of new connections waited in the
 * kernel's accept queue for one turn each: 40–60 connections × 100–300 ms = the crowd's 1–5 s maximum.
 *
 * So the PGlite work of one turn is bounded: after `budget` ms of it, the next statement waits for
 * the next turn (setImmediate). While connections are arriving (one accepted in the last
 * BURST_WINDOW_MS: more may wait in the accept queue), the budget is zero (one statement or
 * transaction per turn), so turns are short and
 * the accept queue drains; otherwise it is unbounded (as before), so writes keep PGlite's
 * throughput: a 50 ms bound in steady state too made the lists faster but doubled the writes' p50
 * (same loaded machine, alternating 15 s crowds: cart p50 408 / 344 ms against 264 / 193 ms).
 */
import { performance } from 'node:perf_hooks';

/** A connection accepted this recently means others may still wait in the accept queue. */
const BURST_WINDOW_MS = 250;
/**
 * PGlite work per event-loop turn while connections arrive: 0 = one statement or transaction per
 * turn. Measured against 4 ms (load 13–14, alternating 15 s crowds): maximum 2.4 / 1.6 s against
 * 4.1 / 3.6 s, p99 1.5 / 0.66 s against 2.0 / 1.8 s, requests per second 233 / 402 against 196 / 387.
 */
const BURST_BUDGET_MS = 0;
/** PGlite work per event-loop turn otherwise. */
const STEADY_BUDGET_MS = Number.POSITIVE_INFINITY;

let lastConnectionAt = Number.NEGATIVE_INFINITY;
/** Start of this turn's PGlite work (performance.now()), or -1 when this turn has not run any. */
let sliceStartedAt = -1;

/** The HTTP server calls this on each accepted connection (api/src/server.ts). */
export function noteConnection(): void {
  lastConnectionAt = performance.now();
}

const endSlice = () => {
  sliceStartedAt = -1;
};

const startSlice = (now: number) => {
  sliceStartedAt = now;
  // Runs in this turn's check phase: the next turn starts a fresh slice.
  setImmediate(endSlice);
};

/**
 * Called before each PGlite statement or transaction (in queue order): undefined to go on in this
 * turn, or a promise that resolves in the next turn when this turn's budget is spent.
 */
export function pgliteTurn(): Promise<void> | undefined {
  const now = performance.now();
  if (sliceStartedAt < 0) {
    startSlice(now);
    return undefined;
  }
  const budget = now - lastConnectionAt < BURST_WINDOW_MS ? BURST_BUDGET_MS : STEADY_BUDGET_MS;
  if (now - sliceStartedAt < budget) return undefined;
  return new Promise((resolve) =>
    setImmediate(() => {
      startSlice(performance.now());
      resolve();
    }),
  );
}

/**
 * A FIFO queue in front of PGlite: each call waits for the previous one, then for its turn
 * (`pgliteTurn`), then runs. PGlite runs one call at a time anyway; this queue only decides when
 * the next one may start.
 */
export function turnQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      await pgliteTurn();
      return work();
    });
    tail = run.catch(() => {});
    return run;
  };
}
