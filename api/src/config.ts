/**
 * Configuration from environment variables (ARCHITECTURE §3), checked once at start.
 * A bad value throws ConfigError naming the variable, and the server refuses to start.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError } from './config-parts/config-error';
import { type Env, flag, integerIn, oneOf, phone, read, timeZone, url } from './config-parts/env-values';
import { backupSchedule, metricsToken, readShopNow, storageEmulatorHost, trustProxy } from './config-parts/setting-formats';

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
