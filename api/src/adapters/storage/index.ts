/**
 * File storage for uploads, behind one interface. Keys look like 'uploads/<generated name>'.
 * `local` keeps files in DATA_DIR/uploads (served at /uploads/*); `firebase` uses a Cloud Storage
 * bucket through firebase-admin (firebase.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { assertSafeKey, type FileStorage, isSafeKey } from './file-storage';
import { FirebaseStorage } from './firebase';

export * from './file-storage';
export { FirebaseStorage } from './firebase';

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  /** DATA_DIR/uploads holds files for keys 'uploads/<name>'. */
  static forDataDir(dataDir: string): LocalStorage {
    return new LocalStorage(dataDir);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<string> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
    return this.urlFor(key);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  urlFor(key: string): string {
    assertSafeKey(key);
    return `/${key}`;
  }

  keyFromUrl(url: string): string | null {
    const match = /^\/(uploads\/[^/?#]+)$/.exec(url);
    return match && isSafeKey(match[1] as string) ? (match[1] as string) : null;
  }

  async close(): Promise<void> {}
}

/** The provider chosen by STORAGE_PROVIDER. */
export function createStorage(config: Config): FileStorage {
  if (config.storageProvider === 'firebase') {
    return new FirebaseStorage({
      bucket: config.firebaseStorageBucket as string,
      projectId: config.firebase.projectId,
      emulatorHost: config.firebaseStorageEmulatorHost,
    });
  }
  return LocalStorage.forDataDir(config.dataDir);
}
