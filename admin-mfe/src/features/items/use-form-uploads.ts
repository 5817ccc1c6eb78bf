/**
 * Files uploaded while one item form is open. Until the form is saved they belong to nobody, so
 * they are deleted when replaced by another upload, removed, or abandoned by Cancel or by leaving
 * the page (spec §4: "Uploaded files that are replaced or cancelled are deleted from storage").
 */

import type { UploadAnswer } from '@fireworks/core/contract';
import { useCallback, useEffect, useRef } from 'react';
import { type UploadSlot, uploadsApi } from './api';

const deleteUpload = uploadsApi.remove;

/** An upload that arrived after its form was cancelled or closed: the file was deleted again. */
export class UploadAbandoned extends Error {
  constructor() {
    super('The form closed while the file was on its way; the file was deleted.');
  }
}

export function useFormUploads() {
  const pending = useRef(new Set<string>());
  // Cancelled or gone: a file still on its way then belongs to nobody when it arrives.
  const closed = useRef(false);

  /**
   * Uploads a file, reporting progress from 0 to 1. One that arrives after the form was cancelled
   * or closed is deleted at once (else it would stay in storage, used by nothing) and UploadAbandoned thrown.
   */
  const upload = useCallback(async (file: File, slot: UploadSlot, onProgress: (fraction: number) => void): Promise<UploadAnswer> => {
    const answer = await uploadsApi.upload(file, slot, onProgress);
    if (closed.current) {
      await deleteUpload(answer.url).catch(() => {});
      throw new UploadAbandoned();
    }
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

  /** Cancel: every file uploaded in this form is deleted, and any still on its way once it arrives. */
  const discardAll = useCallback(() => {
    closed.current = true;
    return keepOnly([]);
  }, [keepOnly]);

  // Leaving the page with the form open abandons its uploads too, those still on their way included.
  useEffect(() => {
    const files = pending.current;
    closed.current = false;
    return () => {
      closed.current = true;
      for (const url of files) void deleteUpload(url).catch(() => {});
      files.clear();
    };
  }, []);

  return { upload, discard, keepOnly, discardAll };
}
