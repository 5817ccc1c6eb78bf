/**
 * What a backup file is (ARCHITECTURE §8): a .tar.gz holding manifest.json (the shop's version and
 * migration level), the database's dump and the uploads; and reading one back, checked to be a
 * shop's and whole.
 */
import * as tar from 'tar';
import { BackupError } from './backup-error';

/** What a backup says about itself (manifest.json inside the archive). */
export interface BackupManifest {
  format: 1;
  /** The API package's version that made it. */
  shopVersion: string;
  /** Migrations applied to the database when it was made (the code's level is the journal's length). */
  migrations: number;
  lastMigration: string | null;
  database: 'pglite' | 'postgres';
  createdAt: string;
  uploads: number;
}

export const MANIFEST = 'manifest.json';
export const PGLITE_FILE = 'database.pglite.tar';
export const POSTGRES_FILE = 'database.pgdump';
export const UPLOADS = 'uploads';

/** The manifest's fields as this shop writes them, or null when `text` is not such a manifest. */
function parseManifest(text: string): (Partial<BackupManifest> & { format: unknown }) | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' && 'format' in parsed ? (parsed as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** Reads the whole archive: its manifest (checked to be a shop's) and the names of its entries. */
export async function inspectBackup(file: string): Promise<{ manifest: BackupManifest; entries: Set<string> }> {
  let text: string | null = null;
  const entries = new Set<string>();
  try {
    await tar.list({
      file,
      onReadEntry: (entry) => {
        entries.add(entry.path);
        if (entry.path !== MANIFEST) return;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          text = Buffer.concat(chunks).toString('utf8');
        });
      },
    });
  } catch {
    throw new BackupError(`${file} is not a shop backup, or it is damaged: it cannot be read as a .tar.gz to its end.`);
  }
  if (text === null) throw new BackupError(`${file} is not a shop backup (it has no ${MANIFEST}).`);
  const manifest = parseManifest(text);
  if (!manifest) throw new BackupError(`${file} is not a shop backup (its ${MANIFEST} is not a shop's).`);
  if (manifest.format !== 1) throw new BackupError(`${file} has a backup format this shop does not know (${String(manifest.format)}).`);
  const known =
    (manifest.database === 'pglite' || manifest.database === 'postgres') &&
    Number.isInteger(manifest.migrations) &&
    typeof manifest.createdAt === 'string';
  if (!known) throw new BackupError(`${file} is not a shop backup (its ${MANIFEST} is not a shop's).`);
  return { manifest: manifest as BackupManifest, entries };
}

/** Refuses an archive without the database its manifest names. */
export function checkWhole(file: string, manifest: BackupManifest, entries: Set<string>): void {
  const dump = manifest.database === 'pglite' ? PGLITE_FILE : POSTGRES_FILE;
  if (!entries.has(dump)) throw new BackupError(`${file} is incomplete: it has no ${dump} (the database).`);
}

/**
 * Reads a backup's manifest and checks the archive is one of ours and whole: a .tar.gz that reads to
 * its end, a manifest this shop knows, and the database it names inside.
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  const { manifest, entries } = await inspectBackup(file);
  checkWhole(file, manifest, entries);
  return manifest;
}
