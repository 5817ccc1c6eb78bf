/**
 * The variables with a format of their own (TRUST_PROXY, METRICS_TOKEN, BACKUP_EVERY/BACKUP_KEEP,
 * SHOP_NOW, FIREBASE_STORAGE_EMULATOR_HOST), each read and checked; a bad value throws ConfigError.
 */
import { isIP } from 'node:net';
import { parseInstant, zonedInstant } from '@fireworks/core/rules';
import { ConfigError } from './config-error';
import { type Env, integerIn, read } from './env-values';

export function storageEmulatorHost(env: Env): string | null {
  const host = read(env, 'FIREBASE_STORAGE_EMULATOR_HOST');
  if (host === undefined) return null;
  if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(host)) throw new ConfigError('FIREBASE_STORAGE_EMULATOR_HOST', `must be host:port (got '${host}')`);
  return host;
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or 0 trusts no proxy (X-Forwarded-For is ignored); a number n trusts the n
 * nearest hops; a comma-separated list trusts those addresses or CIDR ranges (and the keywords
 * loopback, linklocal, uniquelocal). 'true' (trust every hop) is refused: any client could then
 * pick the address that rate limits count.
 */
export function trustProxy(env: Env): false | number | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count from 0 to 10 (got '${raw}')`);
    return Number(raw);
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_KEYWORDS.includes(entry) || (family !== 0 && bitsOk && rest.length === 0))) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a hop count or a comma-separated list of proxy addresses or ranges such as 10.0.0.0/8 (got '${entry}')`,
      );
    }
  }
  return entries;
}

/** METRICS_TOKEN: unset, no metrics route; else at least 16 characters (it guards the shop's figures). */
export function metricsToken(env: Env): string | null {
  const token = read(env, 'METRICS_TOKEN') ?? null;
  if (token !== null && (token.length < 16 || /\s/.test(token))) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters without spaces');
  }
  return token;
}

const DURATION_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** BACKUP_EVERY (a duration: 30m, 6h, 1d; at least 5 minutes) and BACKUP_KEEP (newest files kept, default 7). */
export function backupSchedule(env: Env): { everyMs: number; keep: number } | null {
  const every = read(env, 'BACKUP_EVERY');
  const keep = integerIn(env, 'BACKUP_KEEP', 7, 1, 1000);
  if (every === undefined) return null;
  const match = /^(\d+)([mhd])$/.exec(every);
  const everyMs = match ? Number(match[1]) * (DURATION_UNITS[match[2] as string] as number) : 0;
  if (everyMs < 5 * 60_000 || everyMs > 30 * 86_400_000) {
    throw new ConfigError('BACKUP_EVERY', `must be a duration from 5m to 30d such as 30m, 6h or 1d (got '${every}')`);
  }
  return { everyMs, keep };
}

/**
 * SHOP_NOW as the shop means it: with Z or an offset, that instant; without one ('2026-06-01',
 * '2026-06-01T10:00[:SS]'), the wall clock of the shop's time zone (a date alone is its midnight
 * there, not UTC's, which is the evening before in Chicago). Null when it is neither.
 */
export function readShopNow(raw: string, timeZone: string): Date | null {
  const text = raw.trim();
  const local = /^(\d{4}-\d{2}-\d{2})(?:[T ]((?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?))?$/i.exec(text);
  if (local) return zonedInstant(local[1] as string, timeZone, local[2] ?? '00:00');
  return /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? parseInstant(text) : null;
}
