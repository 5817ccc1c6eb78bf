/**
 * Telling a full disk apart from a damaged backup or a broken tool: the operator's fix is to free
 * space (or write elsewhere), so the sentence says where, not the layer that noticed.
 */

/** PostgreSQL's disk_full as psql reports it (`ERROR:  53100: …` when verbose), or the system's ENOSPC text in anyone's words. */
const FULL_DISK_REPORT = /(?:ERROR|FATAL|PANIC):\s+53100\b|No space left on device/;

/** True when a PostgreSQL tool's stderr says a disk filled up. */
export function toolSaysDiskFull(stderr: string): boolean {
  return FULL_DISK_REPORT.test(stderr);
}

/**
 * True when `error` says the disk is full: Node's ENOSPC, PGlite's file system's (an Emscripten
 * ErrnoError, whose ENOSPC is 51), PostgreSQL's disk_full (SQLSTATE 53100), or a tool saying so on
 * stderr; on the error itself or on what it wraps (drizzle's failed query keeps PostgreSQL's error as its cause).
 */
export function isDiskFull(error: unknown): boolean {
  for (let seen = error, depth = 0; seen && depth < 5; seen = (seen as { cause?: unknown }).cause, depth += 1) {
    const { code, errno, name, stderr } = seen as { code?: unknown; errno?: unknown; name?: unknown; stderr?: unknown };
    if (code === 'ENOSPC' || code === '53100' || (name === 'ErrnoError' && errno === 51)) return true;
    if (typeof stderr === 'string' && toolSaysDiskFull(stderr)) return true;
  }
  return false;
}
