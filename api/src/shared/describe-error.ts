/**
 * A failure in words an operator can act on. Something thrown that is not an Error (a library's
 * plain object, a string) would otherwise print as `[object Object]`: its message and code are
 * shown when it has them, else the object as JSON.
 */
import { inspect } from 'node:util';

export function describeError(error: unknown, options: { stack?: boolean } = {}): string {
  if (error instanceof Error) return options.stack ? (error.stack ?? error.message) : error.message;
  if (typeof error !== 'object' || error === null) return String(error);
  const { message, code } = error as { message?: unknown; code?: unknown };
  const said = typeof message === 'string' && message !== '' ? message : null;
  const named = typeof code === 'string' || typeof code === 'number' ? String(code) : null;
  if (said) return named ? `${said} (${named})` : said;
  if (named) return named;
  try {
    return JSON.stringify(error);
  } catch {
    // A cycle or a BigInt: JSON cannot write it, Node's inspector can.
    return inspect(error, { depth: 2, breakLength: Number.POSITIVE_INFINITY });
  }
}
