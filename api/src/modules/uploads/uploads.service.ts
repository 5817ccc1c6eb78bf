/**
 * Uploads (admin): images and gifs checked by their bytes, stored under generated names with
 * resized WebP variants, recorded in `uploads` so that files no item shows can always be found
 * and deleted (replaced in an edit, abandoned by Cancel, or left by a closed tab).
 */
import { LIMITS, type UploadedFile } from '@fireworks/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { AppContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { detectImageType, type ImageType, isPlainFileName } from './file-types';
import { prepareImage, srcsetFor, UnreadableImageError, variantKey } from './image-variants';
import {
  deleteUnusedUploadsBefore,
  deleteUploadIfUnused,
  findUploadByKey,
  findUploadsByKeys,
  insertUpload,
  isUploadInUse,
  type UploadRow,
} from './uploads.queries';

/** The srcset of each picture's resized variants ('url 320w, …'), by the picture's URL; '' when it has none. */
export async function srcsetsByUrl(db: Db, storage: FileStorage, urls: readonly string[]): Promise<Map<string, string>> {
  const keys = urls.map((url) => (url ? storage.keyFromUrl(url) : null)).filter((key): key is string => key !== null);
  const rows = await findUploadsByKeys(db, [...new Set(keys)]);
  return new Map(rows.map((row) => [row.url, srcsetFor(row.variantKeys, (key) => storage.urlFor(key))]));
}

/** Uploads no item shows are deleted once they are this old (a form left open, a closed tab). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

interface StoredFiles {
  storageKey: string;
  url: string;
  contentType: string;
  sizeBytes: number;
  variantKeys: string[];
}

/** The upload as the API answers it. */
export function toUploadAnswer(row: UploadRow, storage: FileStorage): UploadedFile {
  return {
    _id: row.id,
    url: row.url,
    contentType: row.contentType,
    size: row.sizeBytes,
    srcset: srcsetFor(row.variantKeys, (key) => storage.urlFor(key)),
  };
}

/**
 * Writes the original (without a photo's metadata) under a generated name and, for still images, its WebP variants (throws
 * UnreadableImageError before writing anything if sharp cannot read it). If a write fails, the
 * files already written are removed again.
 */
export async function storeImageFiles(storage: FileStorage, data: Buffer, type: ImageType, namePrefix = ''): Promise<StoredFiles> {
  const storageKey = `uploads/${namePrefix}${newId()}.${type.extension}`;
  const { original, variants } = await prepareImage(data, type.contentType === 'image/gif');
  const written: string[] = [];
  try {
    const url = await storage.put(storageKey, original, type.contentType);
    written.push(storageKey);
    const variantKeys: string[] = [];
    for (const variant of variants) {
      const key = variantKey(storageKey, variant.width);
      await storage.put(key, variant.data, 'image/webp');
      written.push(key);
      variantKeys.push(key);
    }
    return { storageKey, url, contentType: type.contentType, sizeBytes: original.length, variantKeys };
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/** Checks a file an admin sent and stores it (400/413/415 with a message a person can act on). */
export async function saveUpload(
  ctx: AppContext,
  admin: UserRow,
  file: { filename: string; data: Buffer },
  slot: 'image' | 'gif' = 'image',
): Promise<UploadRow> {
  if (!isPlainFileName(file.filename)) throw new AppError('INVALID_DATA', 'catalog:errors.badFileName');
  if (file.data.length > LIMITS.uploadBytes) throw new AppError('TOO_LARGE', 'catalog:errors.fileTooLarge');
  const type = detectImageType(file.data);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'catalog:errors.notAnImage');
  if (slot === 'gif' && type.contentType !== 'image/gif') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'catalog:errors.notAGif');

  let stored: StoredFiles;
  try {
    stored = await storeImageFiles(ctx.storage, file.data, type);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError('INVALID_DATA', 'catalog:errors.unreadableImage');
    throw error;
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertUpload(tx, { id: newId(), ...stored, createdBy: admin.username });
      await recordAudit(tx, admin, {
        action: 'upload.create',
        targetType: 'upload',
        targetId: row.id,
        details: { url: row.url, contentType: row.contentType, size: row.sizeBytes, originalName: file.filename },
      });
      return row;
    });
  } catch (error) {
    await deleteStoredFiles(ctx.storage, stored);
    throw error;
  }
}

async function deleteStoredFiles(storage: FileStorage, files: Pick<StoredFiles, 'storageKey' | 'variantKeys'>): Promise<void> {
  await Promise.all([files.storageKey, ...files.variantKeys].map((key) => storage.delete(key)));
}

/**
 * Deletes an upload that no item shows (Cancel in the item form, or a file replaced before saving).
 * 'Invalid URL format' for a URL that is not one of ours; 404 for an unknown file; 409 while an item shows it.
 */
export async function deleteUploadByUrl(ctx: AppContext, admin: UserRow, url: string): Promise<void> {
  const key = ctx.storage.keyFromUrl(url);
  if (!key) throw new AppError('INVALID_DATA', 'catalog:errors.invalidUrl');
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteUploadIfUnused(tx, key);
    if (!row) {
      if (await findUploadByKey(tx, key)) throw new AppError('CONFLICT', 'catalog:errors.fileInUse');
      throw new AppError('NOT_FOUND', 'catalog:errors.fileNotFound');
    }
    await recordAudit(tx, admin, { action: 'upload.delete', targetType: 'upload', targetId: row.id, details: { url: row.url } });
    return row;
  });
  await deleteStoredFiles(ctx.storage, deleted);
}

/**
 * After an item write: deletes the uploads behind `urls` that no item shows any more, in the same
 * transaction as the write. Answers the rows; their files are removed by `removeFilesAfterCommit`
 * once the transaction has committed (a rollback must not lose files an item still shows).
 */
export async function releaseUploads(tx: Db, admin: UserRow, storage: FileStorage, urls: string[]): Promise<UploadRow[]> {
  const released: UploadRow[] = [];
  for (const url of new Set(urls.filter(Boolean))) {
    const key = storage.keyFromUrl(url);
    if (!key || (await isUploadInUse(tx, url))) continue;
    const row = await deleteUploadIfUnused(tx, key);
    if (!row) continue;
    await recordAudit(tx, admin, { action: 'upload.delete', targetType: 'upload', targetId: row.id, details: { url: row.url } });
    released.push(row);
  }
  return released;
}

export async function removeFilesAfterCommit(storage: FileStorage, rows: UploadRow[], log: FastifyBaseLogger): Promise<void> {
  for (const row of rows) {
    try {
      await deleteStoredFiles(storage, row);
    } catch (error) {
      log.error({ err: error, key: row.storageKey }, 'could not delete a released upload from storage');
    }
  }
}

/** Deletes uploads no item shows that are older than ABANDONED_AFTER_MS; answers how many. */
export async function sweepAbandonedUploads(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const rows = await deleteUnusedUploadsBefore(ctx.db, new Date(now.getTime() - ABANDONED_AFTER_MS));
  await removeFilesAfterCommit(ctx.storage, rows, log);
  if (rows.length > 0) log.info({ count: rows.length }, 'abandoned uploads deleted');
  return rows.length;
}
