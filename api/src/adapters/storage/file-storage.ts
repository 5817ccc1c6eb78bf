/** The one interface every upload storage provider implements, and the rule for safe keys. */
export interface FileStorage {
  readonly kind: 'local' | 'firebase';
  /** Stores the bytes under the key and answers the file's public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes the file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Public URL of a key. */
  urlFor(key: string): string;
  /** The key behind one of our URLs, or null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
  close(): Promise<void>;
}

/** 'uploads/' and one generated file name: no folders, no '..', nothing a path could escape with. */
const SAFE_KEY = /^uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** Uploaded names are generated and never reused, so every copy may be cached for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
