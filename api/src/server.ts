/**
 * Starts the API: read and check the configuration, build the app, listen, and close gracefully
 * on SIGTERM/SIGINT (in-flight requests finish, then the database is closed cleanly).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { ConfigError } from './config-parts/config-error';
import { DatabaseUnavailableError } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { startBackupSchedule } from './operations/backup-schedule';
import { isDiskFull } from './operations/disk-full';
import { listenForOperator } from './operations/operator-socket';
import { describeError } from './shared/describe-error';
import { PortBusyError, reservePort } from './shared/port-check';

/** The disk the shop's database is on has no room: said with where to free it, as the only line. */
class DiskFullAtStartError extends Error {
  constructor(config: Config) {
    super(
      config.databaseUrl
        ? "There is not enough space on the PostgreSQL server's disk (DATABASE_URL's) to start the shop: free some space there, then start it again."
        : `There is not enough space on the disk where DATA_DIR is (${config.dataDir}) to start the shop: free some space there, then start it again.`,
    );
  }
}

async function main() {
  const startedAt = Date.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  // Before anything is opened or created: a taken port fails here, with no admin and no seed.
  const port = await reservePort(config.port, config.host);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (error) {
    // Whichever layer noticed (the DATA_DIR lock file, PGlite's files, a migration's query), the fix is free space.
    throw isDiskFull(error) ? new DiskFullAtStartError(config) : error;
  } finally {
    await port.release();
  }
  // PGlite: `pnpm backup` asks this process for the dump (operations/operator-socket.ts).
  const stopOperatorSocket = await listenForOperator(app.ctx.database, config, (message) => app.log.warn(message));
  // BACKUP_EVERY: this process backs the shop up into DATA_DIR/backups, keeping the newest BACKUP_KEEP.
  const backups = config.backupSchedule
    ? startBackupSchedule(app.ctx.database, config, config.backupSchedule, {
        info: (message) => app.log.info(message),
        error: (message) => app.log.error(message),
      })
    : null;
  closeWithGrace({ delay: 15_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'closing gracefully');
    await stopOperatorSocket();
    await backups?.stop();
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://${config.host}:${config.port}`, database: app.ctx.database.kind, startupMs: Date.now() - startedAt },
    'Fireworks Shop is serving',
  );
}

main().catch((error) => {
  if (
    error instanceof DataDirBusyError ||
    error instanceof PortBusyError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DiskFullAtStartError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Failed to start: ${describeError(error, { stack: true })}\n`);
  process.exit(1);
});
