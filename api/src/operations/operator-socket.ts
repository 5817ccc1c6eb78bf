/**
 * The serving process's operator socket, for PGlite: DATA_DIR/operator.sock (owner-only, like the
 * data itself). A PGlite database belongs to the one process that opened it, so `pnpm backup` run
 * beside a serving shop asks that process to write the backup. One JSON line each way:
 * `{"command":"backup","out":"/abs/file"}` → `{"manifest":{…}}` or `{"error":"…"}`.
 * Nothing listens with PostgreSQL (pg_dump reads the server directly) or for an in-memory database.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client';
import { BackupError, writeBackup } from './backup';
import type { BackupManifest } from './backup-archive';

export const OPERATOR_SOCKET = 'operator.sock';
/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

interface Settings {
  dataDir: string;
  databaseUrl: string | null;
}

/** Listens on DATA_DIR/operator.sock; resolves the function that stops listening (or a no-op when nothing listens). */
export async function listenForOperator(
  database: Database,
  settings: Settings,
  warn: (message: string) => void,
): Promise<() => Promise<void>> {
  const file = path.join(settings.dataDir, OPERATOR_SOCKET);
  if (database.kind !== 'pglite' || !database.dumpPglite) return async () => {};
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    warn(`DATA_DIR is too long a path for the operator socket (${file}): pnpm backup works only with the shop stopped`);
    return async () => {};
  }
  // Left by a process that died: this process holds DATA_DIR's lock, so no one else listens there.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', async (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      const answer = await handle(buffered.slice(0, end), database, settings);
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

async function handle(line: string, database: Database, settings: Settings): Promise<{ manifest: BackupManifest } | { error: string }> {
  try {
    const request = JSON.parse(line) as { command?: string; out?: string };
    if (request.command !== 'backup' || typeof request.out !== 'string' || !path.isAbsolute(request.out)) {
      return { error: 'The operator socket takes {"command":"backup","out":"<absolute path>"}.' };
    }
    return { manifest: await writeBackup(database, settings, request.out) };
  } catch (error) {
    return { error: error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}` };
  }
}

/** Asks the shop serving DATA_DIR to write a backup to `out`; resolves its manifest. */
export function askServerForBackup(dataDir: string, out: string): Promise<BackupManifest> {
  const file = path.join(dataDir, OPERATOR_SOCKET);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'backup', out: path.resolve(out) })}\n`));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
    });
    socket.on('error', () =>
      reject(new BackupError(`The shop holding ${dataDir} did not answer on ${file}: is it running this version of the shop?`)),
    );
    socket.on('end', () => {
      try {
        const answer = JSON.parse(buffered) as { manifest?: BackupManifest; error?: string };
        if (answer.manifest) resolve(answer.manifest);
        else reject(new BackupError(answer.error ?? 'The shop gave no answer.'));
      } catch {
        reject(new BackupError('The shop gave an answer that could not be read.'));
      }
    });
  });
}
