import { loadConfig } from './config';
import { ConfigError } from './config-parts/config-error';
import { DatabaseUnavailableError } from './db/client';
import { toolConnection } from './operations/postgres-tools';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      shopTimezone: 'America/Chicago',
      smsProvider: 'outbox',
      storageProvider: 'local',
      rateLimits: true,
      paypal: null,
      corsOrigins: [],
    });
    expect(config.admin).toEqual({ username: 'admin', password: null, email: 'admin@example.com', phone: '5550000000' });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['SHOP_TIMEZONE', { SHOP_TIMEZONE: 'Mars/Olympus' }],
    ['SHOP_NOW', { SHOP_NOW: 'yesterday-ish' }],
    ['SHOP_NOW', { SHOP_NOW: '2026-11-20T12:00:00Z', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }],
    ['JWT_SECRET', { NODE_ENV: 'production' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['RATE_LIMITS', { RATE_LIMITS: 'maybe' }],
    ['RATE_LIMITS', { RATE_LIMITS: 'off', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'pigeon' }],
    ['FIREBASE_PROJECT_ID', { SMS_PROVIDER: 'firebase' }],
    ['FIREBASE_STORAGE_BUCKET', { STORAGE_PROVIDER: 'firebase' }],
    ['SEED_DEMO', { SEED_DEMO: 'sometimes' }],
    ['ADMIN_PHONE', { ADMIN_PHONE: '555-000' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://ok.example.com, javascript:alert(1)' }],
    ['REDIS_URL', { REDIS_URL: 'http://localhost:6379' }],
    ['SMTP_URL', { SMTP_URL: 'localhost:25' }],
    ['BACKUP_EVERY', { BACKUP_EVERY: '1m' }],
    ['BACKUP_EVERY', { BACKUP_EVERY: 'daily' }],
    ['BACKUP_KEEP', { BACKUP_KEEP: '0' }],
    ['HOST', { HOST: '0.0.0.0:3000' }],
    ['HOST', { HOST: 'http://localhost' }],
    ['PAYPAL_PLAN_ID', { PAYPAL_CLIENT_ID: 'client' }],
    ['PAYPAL_CLIENT_ID', { PAYPAL_PLAN_ID: 'plan' }],
  ])('refuses a bad %s and names it', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).toContain(variable);
    }
  });

  it('reads the backup schedule: none by default, else every BACKUP_EVERY keeping BACKUP_KEEP files', () => {
    expect(loadConfig({}).backupSchedule).toBeNull();
    expect(loadConfig({ BACKUP_EVERY: '6h' }).backupSchedule).toEqual({ everyMs: 6 * 3_600_000, keep: 7 });
    expect(loadConfig({ BACKUP_EVERY: '1d', BACKUP_KEEP: '14' }).backupSchedule).toEqual({ everyMs: 86_400_000, keep: 14 });
  });

  it("reads a SHOP_NOW without an offset as the shop's wall clock (SHOP_TIMEZONE), a date alone as its midnight", () => {
    expect(loadConfig({ SHOP_NOW: '2026-06-01' }).shopNow?.toISOString()).toBe('2026-06-01T05:00:00.000Z');
    expect(loadConfig({ SHOP_NOW: '2026-11-20T12:00' }).shopNow?.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(loadConfig({ SHOP_NOW: '2026-11-20T12:00:30', SHOP_TIMEZONE: 'UTC' }).shopNow?.toISOString()).toBe('2026-11-20T12:00:30.000Z');
    // An explicit offset or Z is an instant, as before.
    expect(loadConfig({ SHOP_NOW: '2026-06-01T00:00:00Z' }).shopNow?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(() => loadConfig({ SHOP_NOW: '2026-02-30' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_NOW: 'June 1, 2026' })).toThrow(/SHOP_NOW/);
  });

  it('reads the optional services when set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      SHOP_NOW: '2026-03-10T12:00:00-06:00',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_PLAN_ID: 'plan',
      CORS_ORIGINS: 'https://admin.example.com/, https://shop.example.com',
      RATE_LIMITS: 'off',
    });
    expect(config.databaseUrl).toBe('postgres://shop@db.internal:5432/shop');
    expect(config.shopNow?.toISOString()).toBe('2026-03-10T18:00:00.000Z');
    expect(config.paypal).toEqual({ clientId: 'client', planId: 'plan' });
    expect(config.corsOrigins).toEqual(['https://admin.example.com', 'https://shop.example.com']);
    expect(config.rateLimits).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, also in production', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).trustProxy).toBe(false);
  });
  it('takes a hop count or proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
  });
  it.each(['true', 'proxy.example.com', '10.0.0.0/40', '11'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('a refused or unreachable connection URL', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the setting was taken');
  };

  it.each([
    // A password with an unencoded '/' or '#', or a port out of range: not a URL at all.
    ['DATABASE_URL', 'postgres://shop:hun/ter2@db.internal/shop'],
    ['DATABASE_URL', 'postgres://shop:hun#ter2@db.internal/shop'],
    ['SMTP_URL', 'smtps://mailer:hunter2@mail.example.com:99999'],
    // The wrong scheme.
    ['DATABASE_URL', 'mysql://shop:hunter2@db.internal/shop'],
    ['REDIS_URL', 'http://:hunter2@redis.internal:6379'],
    ['DATABASE_URL', 'mysql://shop@db.internal/shop?password=hunter2'],
  ])('%s %s is refused without printing its password', (name, value) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(name);
    expect(message).not.toMatch(/hun.?ter2/);
    expect(message).toContain('***');
  });

  it("names the database it cannot open without its password, also one given as '?password='", () => {
    for (const url of ['postgres://shop:hunter2@db.internal/shop', 'postgres://shop@db.internal/shop?sslmode=require&password=hunter2']) {
      const { message } = new DatabaseUnavailableError(url, new Error('connect ECONNREFUSED'));
      expect(message).toContain('db.internal/shop');
      expect(message).not.toContain('hunter2');
    }
  });

  it("gives pg_dump, pg_restore and psql a '?password=' through PGPASSWORD, never on their command line", () => {
    const { dbname, env } = toolConnection('postgres://shop@db.internal/shop?sslmode=require&password=hunter2');
    expect(dbname).not.toContain('hunter2');
    expect(dbname).toContain('sslmode=require');
    expect(env.PGPASSWORD).toBe('hunter2');
  });
});
