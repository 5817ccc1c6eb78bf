/** Loading a backup's PGlite dump into a new data folder, brought to this code's migrations there. */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_START_PARAMS } from '../db/client';
import { BackupError } from './backup-error';
import { isDiskFull } from './disk-full';
import { reason } from './failure-reason';
import { bringUpToDate } from './migration-level';

/**
 * Loads PGlite's dump into `dir` and brings it to this code's level there; returns the migrations
 * applied. A disk that fills up as the database is written out is said as such, not blamed on the
 * backup: the backup is fine, DATA_DIR's disk is not big enough for it.
 */
export async function loadPglite(dump: string, dir: string, dataDir: string): Promise<string[]> {
  const explain = (error: unknown, otherwise: string) =>
    new BackupError(
      isDiskFull(error)
        ? `There is not enough space on the disk where DATA_DIR is (${dataDir}) to restore the backup's database: free some space there, then restore again. Nothing was changed.`
        : otherwise,
    );
  const db = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(dump)]), startParams: PGLITE_START_PARAMS });
  let failed = false;
  try {
    try {
      await db.query('select count(*) from users');
    } catch (error) {
      throw explain(error, `The backup's database could not be opened: ${reason(error)}`);
    }
    return await bringUpToDate(await openDatabase({ databaseUrl: null, dataDir: dir, pglite: db })).catch((error: unknown) => {
      throw explain(error, `This code's migrations failed on the backup's database, so nothing was changed: ${reason(error)}.`);
    });
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A database that failed to load fails to close too, with the same error: the sentence above is the one to tell.
    if (!db.closed)
      await db.close().catch((error: unknown) => {
        if (!failed) throw error;
      });
  }
}
