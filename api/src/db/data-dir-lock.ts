/**
 * PGlite is an embedded database: only one process may open DATA_DIR/pg at a time, or both
 * corrupt it. The process that opens it writes DATA_DIR/pg.lock ({ pid, purpose }); a second
 * process (another server, or `pnpm import:mongo`) is refused with a message saying who holds it.
 * A lock left behind by a process that died (SIGKILL, power loss) is taken over.
 */
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; purpose: string } | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown; purpose?: unknown };
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, purpose: String(parsed.purpose ?? 'unknown') } : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this process; returns the function that releases it. */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = path.join(dataDir, 'pg.lock');
  const content = `${JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() })}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirBusyError(dataDir, holder);
    // Stale (its process is gone) or unreadable: remove it and try again.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock ${file}`);
}
