import type { Clock } from '../adapters/clock';
import type { Mailer } from '../adapters/email';
import type { FileStorage } from '../adapters/storage';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

/** Everything a module needs, built once in buildApp and reachable as `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
}
