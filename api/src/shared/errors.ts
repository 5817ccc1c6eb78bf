/**
 * One error type for the whole API. `kind` maps to the HTTP status; `messageKey` names a text in
 * the shared `errors` messages (@fireworks/core/i18n), rendered in the caller's language by the
 * error handler. Extra fields are merged into the JSON answer (e.g. `needsPhoneVerification`).
 */
type ErrorKind =
  | 'INVALID_DATA'
  | 'UNAUTHORIZED'
  | 'NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** A server we depend on (the mail server) refused the work: the caller may try again. */
  | 'UPSTREAM_FAILED';

const STATUS: Record<ErrorKind, number> = {
  INVALID_DATA: 400,
  UNAUTHORIZED: 401,
  NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_FAILED: 502,
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly kind: ErrorKind,
    /** Key in the `errors` namespace, or 'ns:key' for another namespace. */
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = STATUS[kind];
  }
}

/** True for a PostgreSQL unique-violation, optionally on a named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (constraint === undefined || cause.constraint === constraint);
}

/** True for a PostgreSQL foreign-key violation, optionally on a named constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23503' && (constraint === undefined || cause.constraint === constraint);
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

/** Drizzle wraps driver errors; pg and PGlite both put the SQLSTATE in `code`. */
function findPgError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}
