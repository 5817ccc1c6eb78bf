/**
 * File storage for uploads, behind one interface. Keys look like 'uploads/<generated name>'.
 * `local` keeps files in DATA_DIR/uploads (served at /uploads/*); `firebase` uses a Cloud Storage bucket.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  readonly kind: 'local' | 'firebase';
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Public URL of a key. */
  urlFor(key: string): string;
  /** The key behind one of our URLs, or null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
  close(): Promise<void>;
}

const SAFE_KEY = /^uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

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
    return match && SAFE_KEY.test(match[1] as string) ? (match[1] as string) : null;
  }

  async close(): Promise<void> {}
}
