/**
 * PGlite is an embedded database: only one process may open DATA_DIR/pg at a time, or both
 * corrupt it. The process that opens it holds DATA_DIR/pg.lock ({ pid, purpose, since }); a second
 * process (another server, or `pnpm import:mongo`) is refused with a message saying who holds it.
 * A lock left behind by a process that died (SIGKILL, power loss) is taken over.
 *
 * Atomic (issue 14, item 8):
 * - The lock appears whole or not at all: it is written to a private file, then hard-linked to
 *   pg.lock, which fails if pg.lock exists (the link is the O_EXCL create). A reader never sees a
 *   half-written lock and mistakes it for a stale one.
 * - Only one process at a time may remove a stale lock: it must first hold pg.lock.takeover (made
 *   the same way). While it holds it, pg.lock cannot change under it (only a takeover or its own
 *   living holder removes it), so "the holder is dead" and "remove it" are one step. Afterwards
 *   every contender races for pg.lock again with the exclusive link: exactly one wins.
 * - A takeover lock whose own process died is itself stale; it is removed the same way, checked
 *   again by its pid just before.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; purpose: string },
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (${holder.purpose}, pid ${holder.pid}). ` +
        'PGlite allows one process at a time: stop it first, or use PostgreSQL (DATABASE_URL) to share the database.',
    );
    this.name = 'DataDirBusyError';
  }
}

interface Holder {
  pid: number;
  purpose: string;
  since?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder named in a lock file; undefined when there is no file, null when it is unreadable. */
function readHolder(file: string): Holder | null | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; purpose?: unknown; since?: unknown };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, purpose: String(parsed.purpose ?? 'unknown'), since: parsed.since as string | undefined }
      : null;
  } catch {
    return null;
  }
}

/** Creates `file` with `content` whole, only if it does not exist (false when it does). */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(draft, content, { flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** A lock no living process holds (this process's own pid counts as stale, as before). */
const isStale = (holder: Holder | null) => !holder || holder.pid === process.pid || !isAlive(holder.pid);

const sameHolder = (a: Holder | null | undefined, b: Holder | null | undefined) =>
  a === b || (!!a && !!b && a.pid === b.pid && a.since === b.since && a.purpose === b.purpose);

/**
 * Removes `file` if it still names `seen` (a dead holder, or null: unreadable), while holding
 * `${file}.takeover`. Answers false when another process is taking over right now.
 */
function removeStale(file: string, seen: Holder | null, content: string, depth = 0): boolean {
  const takeover = `${file}.takeover`;
  if (!createExclusive(takeover, content)) {
    const taker = readHolder(takeover);
    if (taker === undefined) return false; // just released: try again
    if (!isStale(taker)) return false; // someone else is taking over: let them
    // Its taker died during the takeover: that lock is stale too (one level only).
    if (depth > 0 || !removeStale(takeover, taker, content, depth + 1)) return false;
    return removeStale(file, seen, content, depth);
  }
  try {
    const now = readHolder(file);
    if (now !== undefined && sameHolder(now, seen) && isStale(now)) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
  return true;
}

/** Takes the lock for this process; returns the function that releases it. */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = path.join(dataDir, 'pg.lock');
  const me: Holder = { pid: process.pid, purpose, since: `${new Date().toISOString()}#${randomBytes(4).toString('hex')}` };
  const content = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (createExclusive(file, content)) {
      return () => {
        // Only its holder removes a live lock, and nobody else removes it while the holder lives.
        if (sameHolder(readHolder(file), me)) fs.rmSync(file, { force: true });
      };
    }
    const holder = readHolder(file);
    if (holder === undefined) continue; // released meanwhile: race for it again
    if (holder && !isStale(holder)) throw new DataDirBusyError(dataDir, holder);
    // Stale (its process is gone) or unreadable: remove it under the takeover lock, then race again.
    // A takeover by another process lasts a few file operations: wait a moment for it.
    if (!removeStale(file, holder, content)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
  throw new Error(`Could not lock ${file}`);
}
