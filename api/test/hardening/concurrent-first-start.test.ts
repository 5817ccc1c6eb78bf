/**
 * Issue 14, item 7: admin creation and the demo seed run under the migration lock, the seed in one
 * transaction. Two servers starting together on an empty database both start, with one admin and
 * one seed; a first start that dies during the seed leaves no half-seeded shop, and the next
 * start seeds it whole. On PostgreSQL the two starts are two apps with their own connection pools
 * (as two processes); PGlite allows one process, so there they are two bootstraps in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../../src/adapters/storage';
import { buildApp } from '../../src/app';
import { bootstrapShop } from '../../src/bootstrap/bootstrap';
import { DEMO_CATALOGUE } from '../../src/bootstrap/demo-catalogue';
import { type Database, type Db, openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { freePort, spawnApi } from '../api-process';
import { createPgDatabase, TEST_JWT_SECRET, TEST_PASSWORD, testConfig } from '../helper';

const usePostgres = process.env.TEST_DATABASE === 'postgres';
const DEMO_ITEMS = Object.values(DEMO_CATALOGUE).flat().length;
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

async function counts(db: Db) {
  const n = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
  return {
    admins: await n(sql`select count(*)::int as n from users where admin`),
    items: await n(sql`select count(*)::int as n from items`),
    uploads: await n(sql`select count(*)::int as n from uploads`),
    discountRules: await n(sql`select count(*)::int as n from discount_rules`),
    inviteCodes: await n(sql`select count(*)::int as n from invite_codes`),
  };
}
const SEEDED = { admins: 1, items: DEMO_ITEMS, uploads: DEMO_ITEMS, discountRules: 2, inviteCodes: 1 };

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-first-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Stops console noise from the one-time password line while counting it. */
function captureStdout(): { lines: () => string; restore: () => void } {
  let text = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  return { lines: () => text, restore: () => spy.mockRestore() };
}

/**
 * Always on the PostgreSQL server, which servers share (like test/two-processes.test.ts): defined in
 * the PostgreSQL run only, where the same test would otherwise run twice.
 */
if (usePostgres) {
  describe('two servers starting together on an empty PostgreSQL database', () => {
    it('both start; one admin (its password printed once), the demo seeded exactly once', async () => {
      const database = await createPgDatabase();
      const out = captureStdout();
      const apps: FastifyInstance[] = [];
      try {
        const env = { DATABASE_URL: database.url, SEED_DEMO: '1', ADMIN_PASSWORD: '' };
        const starts = await Promise.allSettled(
          [0, 1].map(() => buildApp({ config: testConfig(tempDir(), env), logger: false, serveFrontends: false })),
        );
        for (const start of starts) if (start.status === 'fulfilled') apps.push(start.value);
        expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);
        expect(await counts(apps[0]?.ctx.db as Db)).toEqual(SEEDED);
        expect(out.lines().match(/Admin account created: username 'admin'/g)).toHaveLength(1);
      } finally {
        out.restore();
        await Promise.all(apps.map((app) => app.close()));
        await database.drop();
      }
    }, 180_000);
  });
}

/** An empty, migrated database of the kind under test, opened twice on PostgreSQL (two pools). */
async function emptyDatabase(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  if (usePostgres) {
    const pg = await createPgDatabase();
    const dataDir = tempDir();
    const first = await openDatabase({ databaseUrl: pg.url, dataDir });
    const second = await openDatabase({ databaseUrl: pg.url, dataDir });
    await applyMigrations(first);
    return {
      first,
      second,
      close: async () => {
        await first.close();
        await second.close();
        await pg.drop();
      },
    };
  }
  const first = await openDatabase({ databaseUrl: null, dataDir: tempDir(), pglite: new PGlite() });
  await applyMigrations(first);
  return { first, second: first, close: () => first.close() };
}

describe(`first starts (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two bootstraps at once create one admin and seed once', async () => {
    const { first, second, close } = await emptyDatabase();
    const dataDir = tempDir();
    const config = testConfig(dataDir, { SEED_DEMO: '1' });
    const storage = createStorage(config);
    const out = captureStdout();
    try {
      await Promise.all([bootstrapShop(first, storage, config, silent), bootstrapShop(second, storage, config, silent)]);
      expect(await counts(first.db)).toEqual(SEEDED);
    } finally {
      out.restore();
      await storage.close();
      await close();
    }
  }, 180_000);

  it('a start that dies during the seed leaves no half seed; the next start seeds the whole shop once', async () => {
    const { first, close } = await emptyDatabase();
    const config = testConfig(tempDir(), { SEED_DEMO: '1' });
    const storage = createStorage(config);
    const out = captureStdout();
    try {
      // The process "dies" at the seed's last write (the invite code): nothing of the seed may stay.
      await first.db.execute(
        sql.raw(`create function die_during_seed() returns trigger language plpgsql as $$
          begin raise exception 'killed during the seed'; end $$`),
      );
      await first.db.execute(
        sql.raw('create trigger die_during_seed before insert on invite_codes for each row execute function die_during_seed()'),
      );
      await expect(bootstrapShop(first, storage, config, silent)).rejects.toThrow();
      expect(await counts(first.db)).toEqual({ admins: 1, items: 0, uploads: 0, discountRules: 0, inviteCodes: 0 });

      await first.db.execute(sql.raw('drop trigger die_during_seed on invite_codes'));
      await bootstrapShop(first, storage, config, silent);
      await bootstrapShop(first, storage, config, silent);
      expect(await counts(first.db)).toEqual(SEEDED);
    } finally {
      out.restore();
      await storage.close();
      await close();
    }
  }, 180_000);
});

/** The real server as its own process, SIGKILLed as soon as `until(output)` holds. */
async function runServerUntil(env: Record<string, string>, dataDir: string, until: (output: string) => boolean): Promise<string> {
  const child = spawnApi(
    {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_PASSWORD: TEST_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    ['ignore', 'pipe', 'pipe'],
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 150_000;
    while (!until(output)) {
      if (child.exitCode !== null) throw new Error(`the server exited early: ${output}`);
      if (Date.now() > deadline) throw new Error(`timed out: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  return output;
}

it(`a real first start killed (SIGKILL) while it seeds leaves no half seed; the next start seeds once (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const dataDir = tempDir();
  const pg = usePostgres ? await createPgDatabase() : null;
  const env: Record<string, string> = pg ? { DATABASE_URL: pg.url } : {};
  const uploadsDir = path.join(dataDir, 'uploads');
  const count = async () => {
    const database = await openDatabase({ databaseUrl: pg?.url ?? null, dataDir, purpose: 'test' });
    try {
      return await counts(database.db);
    } finally {
      await database.close();
    }
  };
  try {
    // Killed once the seed has stored 60 picture files (15 items with their variants): mid-seed.
    await runServerUntil(env, dataDir, () => fs.existsSync(uploadsDir) && fs.readdirSync(uploadsDir).length >= 60);
    expect(await count()).toMatchObject({ items: 0, uploads: 0, discountRules: 0, inviteCodes: 0 });

    const second = await runServerUntil(env, dataDir, (output) => /Demo invite code: WELCOME-/.test(output));
    expect(second).toContain('Demo invite code');
    expect(await count()).toEqual(SEEDED);
  } finally {
    await pg?.drop();
  }
}, 300_000);
