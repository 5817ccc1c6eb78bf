/**
 * Test helper: the real app (buildApp) on a fresh database per call, plus ways to sign in as any
 * role. PGlite in memory by default; TEST_DATABASE=postgres creates a throwaway database on the
 * PostgreSQL server (TEST_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) and drops it on close.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { FixedClock } from '../src/adapters/clock';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { users } from '../src/db/schema';
import { startSession } from '../src/plugins/auth';
import { newId } from '../src/shared/ids';
import { hashPassword } from '../src/shared/passwords';
import type { UserRow } from '../src/shared/users';
import { createPgDatabase } from './pg-databases';

export { createPgDatabase } from './pg-databases';

export const TEST_PASSWORD = 'Password1!';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** A Wednesday in November, inside the sales window, at noon in Chicago. */
export const IN_WINDOW = new Date('2026-11-18T18:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: FixedClock;
  dataDir: string;
  close(): Promise<void>;
}

const usePostgres = process.env.TEST_DATABASE === 'postgres';
async function templatePglite(): Promise<PGlite> {
  const template = process.env.FIREWORKS_PGLITE_TEMPLATE;
  if (template && fs.existsSync(template)) {
    const pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    await pglite.waitReady;
    return pglite;
  }
  return new PGlite();
}

/** Test configuration: the real loadConfig with test defaults, overridable per test. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: TEST_PASSWORD,
    ...env,
  });
}

export async function buildTestApp(
  options: { env?: Record<string, string>; now?: Date } & Omit<Partial<BuildOptions>, 'config'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-test-'));
  const pgDatabase = usePostgres ? await createPgDatabase({ migrated: true }) : null;
  const config = testConfig(dataDir, { ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}), ...options.env });
  const clock = new FixedClock(options.now ?? IN_WINDOW);
  const { env: _env, now: _now, ...rest } = options;
  const app = await buildApp({
    config,
    clock,
    pglite: pgDatabase ? undefined : await templatePglite(),
    logger: false,
    serveFrontends: false,
    ...rest,
  });
  await app.ready();
  return {
    app,
    config,
    clock,
    dataDir,
    async close() {
      await app.close();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Inserts a user directly (verified and approved unless told otherwise) and returns a session token. */
export async function createUser(
  app: FastifyInstance,
  fields: Partial<
    Pick<UserRow, 'username' | 'email' | 'phonenumber' | 'admin' | 'verified' | 'approved' | 'fundsCents' | 'firstname' | 'lastname'>
  > & {
    password?: string;
  } = {},
): Promise<{ user: UserRow; token: string; password: string }> {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(6, '0').slice(-6);
  const password = fields.password ?? TEST_PASSWORD;
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      id: newId(),
      username: fields.username ?? `user${n}`,
      firstname: fields.firstname ?? 'Test',
      lastname: fields.lastname ?? `User${n}`,
      email: fields.email ?? `user${n}@example.com`,
      phonenumber: fields.phonenumber ?? `5551${n}`,
      passwordHash: await hashPassword(password),
      verified: fields.verified ?? true,
      approved: fields.approved ?? true,
      admin: fields.admin ?? false,
      fundsCents: fields.fundsCents ?? 0,
    })
    .returning();
  if (!user) throw new Error('insert failed');
  return { user, token: await startSession(app, user), password };
}

/** The bootstrap admin (ADMIN_* test settings) with a token. */
export async function adminSession(app: FastifyInstance): Promise<{ token: string; user: UserRow }> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: TEST_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  const body = response.json() as { token: string };
  const { findUserByUsername } = await import('../src/modules/users/users.queries');
  const user = await findUserByUsername(app.ctx.db, 'admin');
  return { token: body.token, user: user as UserRow };
}

/** app.inject with an optional bearer token. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app
    .inject({
      method,
      url,
      payload: options.payload as InjectOptions['payload'],
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    })
    .then(async (response) => {
      // The e-mails a request sends after its answer (app.ctx.afterReply) are out before the test reads them.
      await app.ctx.afterReply.idle();
      return response;
    });
}

/** The PostgreSQL pool behind the app's database (drizzle's public `$client`), or null on PGlite. */
export function postgresPool(app: FastifyInstance): pg.Pool | null {
  const client = (app.ctx.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * A drizzle database over the app's own driver client that counts the statements it sends (a
 * logger installed by the test: production code counts nothing).
 */
export function countingDb(app: FastifyInstance): { db: Db; sent(): number } {
  let sent = 0;
  const client = (app.ctx.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const logger = {
    logQuery() {
      sent++;
    },
  };
  const options = { schema, casing: 'snake_case' as const, logger };
  const db = (client instanceof pg.Pool ? drizzlePg(client, options) : drizzlePglite(client, options)) as unknown as Db;
  return { db, sent: () => sent };
}
