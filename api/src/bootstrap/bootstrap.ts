/**
 * What a start creates in the database: the admin (when none exists) and the demo shop (SEED_DEMO).
 * Both run under the migration lock (a PostgreSQL advisory lock; PGlite has one process), so two
 * servers starting together on an empty database create one admin and seed once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ensureAdmin } from './admin';
import { seedDemo } from './seed';

export async function bootstrapShop(database: Database, storage: FileStorage, config: Config, log: FastifyBaseLogger): Promise<void> {
  await database.withExclusiveLock(async () => {
    await ensureAdmin(database.db, config, log);
    if (config.seedDemo) await seedDemo(database.db, storage, config.admin.username, log);
  });
}
