/**
 * `pnpm bench` section `drill` (issue 42 item 4), the full-size restore drill: during a rush of two
 * steps' length (rush.mjs, open model), once orders are being acknowledged, `pnpm backup`'s command (api/dist/backup.cjs, the server's settings) backs
 * the serving shop up; the file is restored with `pnpm restore`'s command into a fresh database and
 * data folder, and the shop is started there. Reports the backup's and the restore's seconds and
 * size, and counts the orders acknowledged before the backup began: all must be in the restored
 * database, none twice. On PGlite (the serving process writes the dump) and PostgreSQL (pg_dump).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { throwawayDatabase } from './lib/postgres.mjs';
import { scratchDir } from './lib/scratch.mjs';
import { onBothDatabases, withSeededShop } from './lib/seeded-shop.mjs';
import { adminLogin, openSalesAllYear, ROOT } from './lib/server.mjs';
import { customerRows, customersFor, rushPool, signIn, step } from './rush.mjs';

const run = promisify(execFile);
/** The rush's rate while the backup is made (requests per second). */
const DRILL_RATE = { pglite: 150, postgres: 250 };
/** Orders acknowledged before the backup begins (unless the first half of the rush ends first). */
const ORDERS_BEFORE_BACKUP = 20;

/** Runs an operator command of the built API with the given shop's settings; resolves its seconds. */
async function command(name, args, { dataDir, databaseUrl }) {
  const started = performance.now();
  await run(process.execPath, [path.join(ROOT, 'api', 'dist', name), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

/** Order number → how many rows, in a shop's database (PGlite read with the shop stopped). */
async function orderCounts({ dataDir, databaseUrl }) {
  const sql = 'select order_number, count(*)::int as n from orders group by order_number';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return new Map((await client.query(sql)).rows.map((row) => [row.order_number, row.n]));
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, 'pg'));
  try {
    return new Map((await db.query(sql)).rows.map((row) => [row.order_number, row.n]));
  } finally {
    await db.close();
  }
}

async function measure(database, { startServer, freePort, adminPassword, stepSeconds, rate = DRILL_RATE[database] }) {
  const rows = customerRows(customersFor(rate));
  return withSeededShop(database, { name: 'drill', rows, startServer, freePort }, async (shop) => {
    const { url } = shop.server;
    await openSalesAllYear(url);
    const tokens = await signIn(url, rows, adminPassword);
    const file = path.join(scratchDir('fireworks-bench-drill-'), 'drill.tar.gz');
    const acknowledged = [];
    const pool = rushPool(url);
    let backupStartedAt;
    let backupSeconds;
    let rushed;
    try {
      // The rush lasts two steps; the backup begins once orders have been acknowledged (at the midpoint at the latest).
      const rushStarted = performance.now();
      const rush = step(pool, tokens, customersFor(rate), 2 * stepSeconds, { acknowledged });
      while (acknowledged.length < ORDERS_BEFORE_BACKUP && performance.now() - rushStarted < stepSeconds * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      backupStartedAt = performance.now();
      backupSeconds = await command('backup.cjs', ['--out', file], shop);
      rushed = await rush;
    } finally {
      await pool.close();
    }

    const target = {
      dataDir: scratchDir('fireworks-bench-drill-target-'),
      pgDatabase: database === 'postgres' ? await throwawayDatabase() : null,
    };
    const targetPlace = { dataDir: target.dataDir, databaseUrl: target.pgDatabase?.url ?? null };
    try {
      const restoreSeconds = await command('restore.cjs', [file], targetPlace);
      const counts = await orderCounts(targetPlace);
      const before = acknowledged.filter((order) => order.at <= backupStartedAt);
      const restored = await startServer({
        dataDir: target.dataDir,
        port: await freePort(),
        env: targetPlace.databaseUrl ? { DATABASE_URL: targetPlace.databaseUrl } : {},
      });
      let serves = false;
      try {
        const { token } = await adminLogin(restored.url);
        serves = (await fetch(`${restored.url}/api/orders?limit=5`, { headers: { authorization: `Bearer ${token}` } })).ok;
      } finally {
        await restored.stop();
      }
      return {
        rate,
        rush: rushed.all,
        backupSeconds,
        backupMegabytes: Number((fs.statSync(file).size / 1024 / 1024).toFixed(1)),
        restoreSeconds,
        restoredStartMs: Math.round(restored.ms),
        acknowledged: acknowledged.length,
        acknowledgedBeforeBackup: before.length,
        missing: before.filter((order) => !counts.has(order.orderNumber)).length,
        twice: [...counts.values()].filter((n) => n > 1).length,
        ordersInBackup: counts.size,
        serves,
      };
    } finally {
      await target.pgDatabase?.drop();
    }
  });
}

/** The drill on both databases (`--database` picks one); `helpers` are run.mjs's. */
export async function benchDrill(helpers) {
  return onBothDatabases(measure, helpers);
}

/** Table rows for run.mjs's summary. */
export function drillRows(results) {
  const rows = {};
  for (const [database, r] of Object.entries(results)) {
    rows[`restore drill on ${database}: backup during a rush at ${r.rate} req/s, restored into a fresh place`] = {
      value: `${r.acknowledgedBeforeBackup === 0 ? 'NOT SHOWN (no order was acknowledged before the backup began: a lower rate or longer steps): ' : ''}${r.acknowledgedBeforeBackup} orders acknowledged before the backup began, ${r.missing} missing and ${r.twice} twice after the restore (${r.ordersInBackup} in the backup); backup ${r.backupSeconds} s (${r.backupMegabytes} MB), restore ${r.restoreSeconds} s, restored shop healthy in ${r.restoredStartMs} ms and ${r.serves ? 'serving' : 'NOT serving'}; the rush meanwhile: p99 ${r.rush.p99Ms} ms, ${r.rush.errors} errors in ${r.rush.requests}`,
    };
  }
  return rows;
}
