import type { Clock } from '../adapters/clock';
import type { Mailer } from '../adapters/email';
import type { FileStorage } from '../adapters/storage';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AfterReply } from './after-reply';
import type { ChangeFeed } from './change-feed';
import type { PrincipalCache } from './principals';

/** Everything a module needs, built once in buildApp and reachable as `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  /** Changes of cached rows, from this process and (through the database) every other one. */
  changes: ChangeFeed;
  /** Users and sessions for the session guards, without a round trip. */
  principals: PrincipalCache;
  /** Work after the answer (the order e-mails), retried; awaited when the app closes. */
  afterReply: AfterReply;
}
