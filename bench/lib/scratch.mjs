/**
 * The bench's scratch directories (servers' DATA_DIRs, stores, baselines), removed together when
 * the run ends, not as each section finishes. This machine's root file system is ext4 without a
 * journal, and in that mode ext4 skips, on every new file, each inode freed in the last minute (five
 * while its block is unwritten), re-reading them one by one: removing a section's data (a PGlite
 * cluster and thousands of outbox files) made the next section's server pay ~0.4 ms of CPU per
 * e-mail file instead of ~0.03 (PostgreSQL orders: 2.4 vs 1.0 ms of server CPU per order, the
 * thread pool's share 1.8 ms vs 0.3). Back-to-back runs still meet the last run's removal: leave a
 * few minutes between them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = [];

/** A new directory under the system's temporary directory, kept until the run ends. */
export function scratchDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every scratch directory (on exit, also after a failure). */
function removeScratch() {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

process.on('exit', removeScratch);
