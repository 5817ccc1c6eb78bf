/**
 * Changes announced to every process on a PostgreSQL database in batches (issue 13: writes at the
 * store's speed). A transaction that sends NOTIFY holds PostgreSQL's notify queue lock from its
 * commit's start to its end, WAL flush included, so every cart save and order, each notifying
 * `c:<user id>` from the cart trigger (migration 0007), committed one after another (2.3 ms per
 * fdatasync on this machine: ~430 commits a second at most, two per order). PostgreSQL's locked
 * writes (locked-write.ts) tell the trigger that the application announces the user's cart change
 * itself (LOCK_USER_SQL), and queue it here: one autocommit statement every CHANGE_BATCH_MS sends
 * all the changes queued meanwhile, as notifications of their own (the feed's format unchanged).
 * Other processes hear of a cart change within CHANGE_BATCH_MS plus the notification's delivery
 * (well within the feed's second); the writing process announces it at once, as before.
 */
import type pg from 'pg';

/** The change feed's channel (client.ts listens on it; migrations 0003 and 0007 notify on it). */
export const CHANGE_CHANNEL = 'fireworks_changes';

/** How long a change waits for others to share its notify transaction. */
export const CHANGE_BATCH_MS = 20;

/** After a failed send (a lost connection), the changes are sent again this much later. */
const RETRY_MS = 250;

/** Each change of the array as a notification of its own, in one transaction. */
const NOTIFY_SQL = `select pg_notify('${CHANGE_CHANNEL}', c) from unnest($1::text[]) as c`;

/** A timer that keeps no process alive (the pool's close sends what is queued: flushChanges). */
const later = (fn: () => void, ms: number) => setTimeout(fn, ms).unref();

/** pg.Pool's own flags: an ending pool sends nothing more. */
const ending = (pool: pg.Pool) => (pool as unknown as { ending?: boolean }).ending === true;

interface Batch {
  changes: Set<string>;
  timer: NodeJS.Timeout | null;
  sending: Promise<void>;
  closed: boolean;
}

const batches = new WeakMap<pg.Pool, Batch>();

function batchOf(pool: pg.Pool): Batch {
  let batch = batches.get(pool);
  if (!batch) {
    batch = { changes: new Set(), timer: null, sending: Promise.resolve(), closed: false };
    batches.set(pool, batch);
  }
  return batch;
}

/** Queues `change` for every process on the database (this process included), sent within CHANGE_BATCH_MS. */
export function notifySoon(pool: pg.Pool, change: string): void {
  const batch = batchOf(pool);
  batch.changes.add(change);
  if (!batch.timer && !batch.closed) batch.timer = later(() => void send(pool, batch), CHANGE_BATCH_MS);
}

function send(pool: pg.Pool, batch: Batch): Promise<void> {
  batch.timer = null;
  const changes = [...batch.changes];
  batch.changes.clear();
  if (changes.length === 0) return batch.sending;
  batch.sending = batch.sending.then(async () => {
    try {
      await pool.query({ name: 'fw_notify_changes', text: NOTIFY_SQL, values: [changes] });
    } catch {
      // A lost connection: sent again (the listeners, cut off too, clear their caches meanwhile).
      if (batch.closed || ending(pool)) return;
      for (const change of changes) batch.changes.add(change);
      if (!batch.timer) batch.timer = later(() => void send(pool, batch), RETRY_MS);
    }
  });
  return batch.sending;
}

/** Sends what is queued now and stops the timer (before the pool ends). */
export async function flushChanges(pool: pg.Pool): Promise<void> {
  const batch = batches.get(pool);
  if (!batch) return;
  if (batch.timer) clearTimeout(batch.timer);
  await send(pool, batch);
  batch.closed = true;
  if (batch.timer) clearTimeout(batch.timer);
  batch.timer = null;
}
