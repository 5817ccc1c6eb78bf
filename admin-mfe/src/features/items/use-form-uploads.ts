/**
 * Files uploaded while one item form is open. Until the form is saved they belong to nobody, so
 * they are deleted when replaced by another upload, removed, or abandoned by Cancel or by leaving
 * the page (spec §4: "Uploaded files that are replaced or cancelled are deleted from storage").
 */

import type { UploadAnswer } from '@fireworks/core/contract';
import { useCallback, useEffect, useRef } from 'react';
import { type UploadSlot, uploadsApi } from './api';

const deleteUpload = uploadsApi.remove;

export function useFormUploads() {
  const pending = useRef(new Set<string>());

  /** Uploads a file, reporting progress from 0 to 1. */
  const upload = useCallback(async (file: File, slot: UploadSlot, onProgress: (fraction: number) => void): Promise<UploadAnswer> => {
    const answer = await uploadsApi.upload(file, slot, onProgress);
    pending.current.add(answer.url);
    return answer;
  }, []);

  /** Deletes a file uploaded in this form (one the item already had is left to the server, which deletes it on save). */
  const discard = useCallback(async (url: string): Promise<void> => {
    if (!pending.current.has(url)) return;
    await deleteUpload(url);
    pending.current.delete(url);
  }, []);

  /** After a save: the files the item now shows are its own. The rest are discarded. */
  const keepOnly = useCallback(async (kept: string[]): Promise<void> => {
    for (const url of kept) pending.current.delete(url);
    await Promise.all([...pending.current].map((url) => deleteUpload(url).catch(() => {})));
    pending.current.clear();
  }, []);

  const discardAll = useCallback(() => keepOnly([]), [keepOnly]);

  // Leaving the page with the form open abandons its uploads too.
  useEffect(() => {
    const files = pending.current;
    return () => {
      for (const url of files) void deleteUpload(url).catch(() => {});
      files.clear();
    };
  }, []);

  return { upload, discard, keepOnly, discardAll };
}
