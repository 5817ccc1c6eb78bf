/**
 * Uploads in a Firebase (Cloud Storage) bucket through firebase-admin 13. Files are served by
 * Firebase download URLs, the format the shop's first version stored:
 *   https://firebasestorage.googleapis.com/v0/b/<bucket>/o/uploads%2F<name>?alt=media&token=<token>
 * The token is derived from the key, so `urlFor` needs no lookup: the secret part of every URL is
 * the random generated file name, which nobody can guess.
 *
 * `emulatorHost` (FIREBASE_STORAGE_EMULATOR_HOST, 'host:port') points the client and the URLs at a
 * Storage emulator or the tests' stand-in instead of Google.
 */
import { createHash } from 'node:crypto';
import type { getStorage } from 'firebase-admin/storage';
import { type LazyFirebaseApp, lazyFirebaseApp } from '../firebase-app';
import { assertSafeKey, type FileStorage, IMMUTABLE_CACHE_CONTROL, isSafeKey } from './file-storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

interface FirebaseStorageOptions {
  bucket: string;
  projectId?: string | null;
  /** 'host:port' of a Storage emulator (no protocol), or null for Google. */
  emulatorHost?: string | null;
}

const GOOGLE_DOWNLOAD_BASE = 'https://firebasestorage.googleapis.com';

/** A stable download token per key (formatted like the UUIDs Firebase itself issues). */
function downloadTokenFor(key: string): string {
  const hex = createHash('sha256').update(`fireworks-download:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The client library reads STORAGE_EMULATOR_HOST once, when it is built: set it only for that moment. */
function withEmulatorHost<T>(host: string | null | undefined, build: () => T): T {
  if (!host) return build();
  const previous = process.env.STORAGE_EMULATOR_HOST;
  process.env.STORAGE_EMULATOR_HOST = `http://${host}`;
  try {
    return build();
  } finally {
    if (previous === undefined) delete process.env.STORAGE_EMULATOR_HOST;
    else process.env.STORAGE_EMULATOR_HOST = previous;
  }
}

export class FirebaseStorage implements FileStorage {
  readonly kind = 'firebase' as const;
  /** firebase-admin and its Cloud Storage client are imported when this provider is chosen (see firebase-app.ts). */
  private readonly firebase: LazyFirebaseApp<{ bucket: Bucket }>;
  private readonly downloadBase: string;

  constructor(private readonly options: FirebaseStorageOptions) {
    this.firebase = lazyFirebaseApp(
      { storageBucket: options.bucket, ...(options.projectId ? { projectId: options.projectId } : {}) },
      'storage',
      async (app) => {
        const { getStorage } = await import('firebase-admin/storage');
        return { bucket: withEmulatorHost(options.emulatorHost, () => getStorage(app).bucket()) };
      },
    );
    this.downloadBase = options.emulatorHost ? `http://${options.emulatorHost}` : GOOGLE_DOWNLOAD_BASE;
  }

  private async bucketFile(key: string) {
    assertSafeKey(key);
    return (await this.firebase.client).bucket.file(key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    const file = await this.bucketFile(key);
    await file.save(data, {
      resumable: false,
      contentType,
      metadata: {
        cacheControl: IMMUTABLE_CACHE_CONTROL,
        metadata: { firebaseStorageDownloadTokens: downloadTokenFor(key) },
      },
    });
    return this.urlFor(key);
  }

  async delete(key: string): Promise<void> {
    await (await this.bucketFile(key)).delete({ ignoreNotFound: true });
  }

  async exists(key: string): Promise<boolean> {
    const [exists] = await (await this.bucketFile(key)).exists();
    return exists;
  }

  urlFor(key: string): string {
    assertSafeKey(key);
    return `${this.downloadBase}/v0/b/${this.options.bucket}/o/${encodeURIComponent(key)}?alt=media&token=${downloadTokenFor(key)}`;
  }

  keyFromUrl(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(this.downloadBase).origin) return null;
    const prefix = `/v0/b/${this.options.bucket}/o/`;
    if (!parsed.pathname.startsWith(prefix)) return null;
    let key: string;
    try {
      key = decodeURIComponent(parsed.pathname.slice(prefix.length));
    } catch {
      return null;
    }
    return isSafeKey(key) ? key : null;
  }

  close(): Promise<void> {
    return this.firebase.close();
  }
}
