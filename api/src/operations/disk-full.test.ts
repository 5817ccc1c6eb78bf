/**
 * Full disks told as such, not as a tool's failure or a damaged backup. A PostgreSQL restore that
 * fills the server's disk says so like PGlite's; the server's data folder is not the tests', so no
 * real disk fills here: the stderr below is what psql printed (PostgreSQL 15) running out of a
 * 512 KiB tmpfs tablespace.
 */
import { BackupError } from './backup-error';
import { isDiskFull } from './disk-full';
import { restoreToolFailure } from './postgres-restore';

const notEnoughSpace =
  "There is not enough space on the PostgreSQL server's disk (DATABASE_URL's) to restore the backup's database: free some space there, then restore again. Nothing was changed.";

it.each([
  [
    'default verbosity',
    'psql:<stdin>:2: ERROR:  could not extend file "pg_tblspc/17855/PG_15_202209061/17856/17857": No space left on device\nHINT:  Check free disk space.\n',
  ],
  [
    'verbose, with the SQLSTATE',
    'psql:<stdin>:3: ERROR:  53100: could not extend file "pg_tblspc/17855/PG_15_202209061/17856/17862": No space left on device\nHINT:  Check free disk space.\nLOCATION:  mdextend, md.c:486\n',
  ],
  ['the SQLSTATE alone (VERBOSITY=sqlstate)', 'psql:<stdin>:3: ERROR:  53100\n'],
])('psql stopping on a full disk (%s) says there is not enough space', (_, stderr) => {
  const error = restoreToolFailure('psql', stderr);
  expect(error).toBeInstanceOf(BackupError);
  expect(error.message).toBe(notEnoughSpace);
});

it('pg_restore stopping on a full disk says there is not enough space too', () => {
  expect(restoreToolFailure('pg_restore', 'pg_restore: error: could not write to output file: No space left on device\n').message).toBe(
    notEnoughSpace,
  );
});

it("any other failure keeps the tool's own words, a line number like 53100 not taken for the disk", () => {
  expect(restoreToolFailure('psql', 'psql:<stdin>:53100: ERROR:  relation "users" already exists\n').message).toBe(
    'psql failed and changed nothing: psql:<stdin>:53100: ERROR:  relation "users" already exists',
  );
  expect(restoreToolFailure('pg_restore', 'pg_restore: error: input file is too short (read 0, expected 5)').message).toBe(
    'pg_restore failed and changed nothing: pg_restore: error: input file is too short (read 0, expected 5)',
  );
});

it('a full disk is told however deep it was wrapped: a migration failing on a full disk is a DrizzleQueryError whose cause has SQLSTATE 53100', () => {
  // As drizzle reported a migration at start on a real full tmpfs (its cause is PostgreSQL's error).
  const cause = Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), {
    code: '53100',
    severity: 'ERROR',
    hint: 'Check free disk space.',
  });
  const migration = new Error('Failed query: CREATE TABLE "store_location" (…)', { cause });
  expect(isDiskFull(migration)).toBe(true);
  expect(isDiskFull(new Error('Failed query: …', { cause: Object.assign(new Error('relation exists'), { code: '42P07' }) }))).toBe(false);
  expect(isDiskFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true);
});
