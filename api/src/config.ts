/**
 * Configuration from environment variables (ARCHITECTURE §3), checked once at start.
 * A bad value throws ConfigError naming the variable, and the server refuses to start.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { parseInstant, zonedInstant } from '@fireworks/core/rules';
import { shownUrl } from './shared/shown-url';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

export type SmsProvider = 'outbox' | 'firebase';
export type StorageProvider = 'local' | 'firebase';

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  /** null: generated once and kept in DATA_DIR (see secrets.ts). */
  jwtSecret: string | null;
  /** Lifetime of a session token in seconds; the shell renews it every 50 minutes. */
  jwtTtlSeconds: number;
  admin: { username: string; password: string | null; email: string; phone: string };
  seedDemo: boolean;
  shopTimezone: string;
  shopNow: Date | null;
  smtpUrl: string | null;
  mailFrom: string;
  smsProvider: SmsProvider;
  firebase: { projectId: string | null; apiKey: string | null; authDomain: string | null; authEmulatorHost: string | null };
  storageProvider: StorageProvider;
  firebaseStorageBucket: string | null;
  /** 'host:port' of a Cloud Storage emulator for STORAGE_PROVIDER=firebase (development and tests). */
  firebaseStorageEmulatorHost: string | null;
  paypal: { clientId: string; planId: string } | null;
  corsOrigins: string[];
  redisUrl: string | null;
  /** Prefix of every Redis key, so several shops (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  rateLimits: boolean;
  /** Mean event-loop delay (ms) above which new requests are answered 503 (plugins/overload.ts); 0 (the default): never. */
  maxEventLoopDelayMs: number;
  /** BACKUP_EVERY / BACKUP_KEEP: the server's own backups into DATA_DIR/backups; null: none (operations/backup-schedule.ts). */
  backupSchedule: { everyMs: number; keep: number } | null;
  /** Bearer token of GET /metrics (Prometheus); null: no metrics route. */
  metricsToken: string | null;
  /**
   * Which proxies in front of the server are believed about the client's address
   * (X-Forwarded-For): false (none, the default), a hop count, or proxy addresses/ranges.
   */
  trustProxy: false | number | string[];
  /** Manifest URLs of the micro-frontends, served to the shell in /api/config. */
  remotes: { storefront: string; admin: string };
  contact: { phone: string; email: string };
  /** Phone number customers send peer-to-peer payments to. */
  paymentPhone: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integerIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got '${raw}')`);
  }
  return Number(raw);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name) ?? fallback;
  if (!allowed.includes(raw as T)) throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got '${raw}')`);
  return raw as T;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be on/off, 1/0 or true/false (got '${raw}')`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // Shown without its password: the message reaches logs and terminals.
    throw new ConfigError(name, `must be a URL (got '${shownUrl(raw)}')`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got '${shownUrl(raw)}')`);
  }
  return raw;
}

function timeZone(env: Env, name: string, fallback: string): string {
  const zone = read(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(name, `must be an IANA time zone such as America/Chicago (got '${zone}')`);
  }
  return zone;
}

function phone(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^\d{10}$/.test(value)) throw new ConfigError(name, `must be 10 digits (got '${value}')`);
  return value;
}

function storageEmulatorHost(env: Env): string | null {
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
function trustProxy(env: Env): false | number | string[] {
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
function metricsToken(env: Env): string | null {
  const token = read(env, 'METRICS_TOKEN') ?? null;
  if (token !== null && (token.length < 16 || /\s/.test(token))) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters without spaces');
  }
  return token;
}

const DURATION_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** BACKUP_EVERY (a duration: 30m, 6h, 1d; at least 5 minutes) and BACKUP_KEEP (newest files kept, default 7). */
function backupSchedule(env: Env): Config['backupSchedule'] {
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

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = integerIn(env, 'PORT', 3000, 0, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (isIP(host) === 0 && !/^[A-Za-z0-9.-]+$/.test(host)) {
    throw new ConfigError('HOST', `must be an address or host name to listen on, such as 0.0.0.0 or ::, without a port (got '${host}')`);
  }
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null;
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const jwtSecret = read(env, 'JWT_SECRET') ?? null;
  if (jwtSecret === null && isProduction) throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  if (jwtSecret !== null && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');

  const adminPassword = read(env, 'ADMIN_PASSWORD') ?? null;
  if (adminPassword !== null && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters');
  const adminEmail = read(env, 'ADMIN_EMAIL') ?? 'admin@example.com';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
    throw new ConfigError('ADMIN_EMAIL', `must be an e-mail address (got '${adminEmail}')`);

  const shopTimezone = timeZone(env, 'SHOP_TIMEZONE', 'America/Chicago');
  let shopNow: Date | null = null;
  const shopNowRaw = read(env, 'SHOP_NOW');
  if (shopNowRaw !== undefined) {
    if (isProduction) throw new ConfigError('SHOP_NOW', 'is refused when NODE_ENV=production (it replaces the clock)');
    shopNow = readShopNow(shopNowRaw, shopTimezone);
    if (!shopNow)
      throw new ConfigError(
        'SHOP_NOW',
        `must be an ISO date-time such as 2026-11-20T12:00:00-06:00, or a date or date-time without an offset (2026-11-20, 2026-11-20T12:00) read on the clock of SHOP_TIMEZONE (got '${shopNowRaw}')`,
      );
  }

  const rateLimits = flag(env, 'RATE_LIMITS', true);
  if (!rateLimits && isProduction) throw new ConfigError('RATE_LIMITS', 'cannot be off when NODE_ENV=production');

  const redisKeyPrefix = read(env, 'REDIS_KEY_PREFIX') ?? 'fireworks:';
  if (!/^[\w:.-]{1,64}$/.test(redisKeyPrefix)) {
    throw new ConfigError('REDIS_KEY_PREFIX', `must be 1 to 64 letters, digits or _ : . - (got '${redisKeyPrefix}')`);
  }

  const smsProvider = oneOf(env, 'SMS_PROVIDER', ['outbox', 'firebase'] as const, 'outbox');
  const firebase = {
    projectId: read(env, 'FIREBASE_PROJECT_ID') ?? null,
    apiKey: read(env, 'FIREBASE_API_KEY') ?? null,
    authDomain: read(env, 'FIREBASE_AUTH_DOMAIN') ?? null,
    authEmulatorHost: read(env, 'FIREBASE_AUTH_EMULATOR_HOST') ?? null,
  };
  if (smsProvider === 'firebase') {
    for (const [name, value] of [
      ['FIREBASE_PROJECT_ID', firebase.projectId],
      ['FIREBASE_API_KEY', firebase.apiKey],
    ] as const) {
      if (!value) throw new ConfigError(name, 'is required when SMS_PROVIDER=firebase');
    }
  }

  const storageProvider = oneOf(env, 'STORAGE_PROVIDER', ['local', 'firebase'] as const, 'local');
  const firebaseStorageBucket = read(env, 'FIREBASE_STORAGE_BUCKET') ?? null;
  if (storageProvider === 'firebase' && !firebaseStorageBucket) {
    throw new ConfigError('FIREBASE_STORAGE_BUCKET', 'is required when STORAGE_PROVIDER=firebase');
  }

  const paypalClientId = read(env, 'PAYPAL_CLIENT_ID');
  const paypalPlanId = read(env, 'PAYPAL_PLAN_ID');
  // One without the other would hide the subscription button without a word.
  if (paypalClientId && !paypalPlanId)
    throw new ConfigError('PAYPAL_PLAN_ID', 'is required when PAYPAL_CLIENT_ID is set (set both, or neither)');
  if (paypalPlanId && !paypalClientId)
    throw new ConfigError('PAYPAL_CLIENT_ID', 'is required when PAYPAL_PLAN_ID is set (set both, or neither)');

  const corsOrigins = (read(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError('CORS_ORIGINS', `must list origins like https://admin.example.com (got '${origin}')`);
  }

  return {
    nodeEnv,
    isProduction,
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    jwtSecret,
    jwtTtlSeconds: integerIn(env, 'JWT_TTL_SECONDS', 8 * 60 * 60, 60, 30 * 24 * 60 * 60),
    admin: {
      username: read(env, 'ADMIN_USERNAME') ?? 'admin',
      password: adminPassword,
      email: adminEmail,
      phone: phone(env, 'ADMIN_PHONE', '5550000000'),
    },
    seedDemo: flag(env, 'SEED_DEMO', true),
    shopTimezone,
    shopNow,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null,
    mailFrom: read(env, 'MAIL_FROM') ?? 'Fireworks Shop <no-reply@fireworks.local>',
    smsProvider,
    firebase,
    storageProvider,
    firebaseStorageBucket,
    firebaseStorageEmulatorHost: storageEmulatorHost(env),
    paypal: paypalClientId && paypalPlanId ? { clientId: paypalClientId, planId: paypalPlanId } : null,
    corsOrigins,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']) ?? null,
    redisKeyPrefix,
    rateLimits,
    maxEventLoopDelayMs: integerIn(env, 'MAX_EVENT_LOOP_DELAY_MS', 0, 0, 60_000),
    metricsToken: metricsToken(env),
    backupSchedule: backupSchedule(env),
    trustProxy: trustProxy(env),
    remotes: {
      storefront: read(env, 'STOREFRONT_REMOTE_URL') ?? '/mf/storefront/mf-manifest.json',
      admin: read(env, 'ADMIN_REMOTE_URL') ?? '/mf/admin/mf-manifest.json',
    },
    contact: {
      phone: phone(env, 'SHOP_CONTACT_PHONE', '5550101234'),
      email: read(env, 'SHOP_CONTACT_EMAIL') ?? 'hello@fireworks.example',
    },
    paymentPhone: phone(env, 'SHOP_PAYMENT_PHONE', '5550105678'),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  };
}

/**
 * SHOP_NOW as the shop means it: with Z or an offset, that instant; without one ('2026-06-01',
 * '2026-06-01T10:00[:SS]'), the wall clock of the shop's time zone (a date alone is its midnight
 * there, not UTC's, which is the evening before in Chicago). Null when it is neither.
 */
function readShopNow(raw: string, timeZone: string): Date | null {
  const text = raw.trim();
  const local = /^(\d{4}-\d{2}-\d{2})(?:[T ]((?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?))?$/i.exec(text);
  if (local) return zonedInstant(local[1] as string, timeZone, local[2] ?? '00:00');
  return /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? parseInstant(text) : null;
}
