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
 * ErrnoError, whose ENOSPC is 51), PostgreSQL's disk_full (SQLSTATE 53100), or a tool saying so on stderr.
 */
export function isDiskFull(error: unknown): boolean {
  const { code, errno, name, stderr } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown; stderr?: unknown };
  return (
    code === 'ENOSPC' ||
    code === '53100' ||
    (name === 'ErrnoError' && errno === 51) ||
    (typeof stderr === 'string' && toolSaysDiskFull(stderr))
  );
}
