import type { AdminUser } from '@fireworks/core/contract';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isEditConflict } from '../../common/edit-conflict';
import { useSaveNotes } from './api';

/**
 * The notes box of a user's row. The save sends the notes version the text was loaded from, so
 * notes another admin saved meanwhile are refused (409), not overwritten; the typed text then stays
 * until the admin loads the latest notes (docs/decisions/edit-conflicts.md).
 */
export function useNotesEditor(user: AdminUser) {
  const form = useForm({ defaultValues: { notes: user.notes } });
  const call = useSaveNotes();
  const [seenVersion, setSeenVersion] = useState(user.notesVersion);
  const { isDirty } = form.formState;
  const conflict = isEditConflict(call.error);

  const show = useCallback(
    (notes: string, version: number) => {
      form.reset({ notes });
      setSeenVersion(version);
    },
    [form],
  );

  // Notes saved elsewhere replace the box only while the admin has typed nothing there.
  useEffect(() => {
    if (!isDirty && !conflict && user.notesVersion !== seenVersion) show(user.notes, user.notesVersion);
  }, [isDirty, conflict, user.notes, user.notesVersion, seenVersion, show]);

  const save = async (notes: string) => {
    const saved = await call.mutateAsync({ id: user._id, notes, seenNotesVersion: seenVersion });
    show(saved.notes, saved.notesVersion);
  };

  const loadLatest = () => {
    show(user.notes, user.notesVersion);
    call.reset();
  };

  return { form, call, conflict, save, loadLatest };
}
