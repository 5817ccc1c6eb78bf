/** Manage Users (spec §2, admin): the list and its writes, which update the cached list in place. */
import type { AdminUser } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient } from 'shared-ui';

const usersKey = ['users'] as const;

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: ({ signal }) => api('GET /api/userInformation', { signal }) });
}

/**
 * A refused write reads the list again: the user another admin deleted meanwhile (404) leaves it,
 * and one they changed shows as it is now. Notes being typed stay (use-notes-editor.ts).
 */
const readAgain = () => queryClient.invalidateQueries({ queryKey: usersKey });

function replaceUser(id: string, change: (user: AdminUser) => AdminUser | null) {
  queryClient.setQueryData<AdminUser[]>(usersKey, (list) =>
    list?.flatMap((user) => {
      if (user._id !== id) return [user];
      const changed = change(user);
      return changed ? [changed] : [];
    }),
  );
}

export const useSaveNotes = () =>
  useMutation({
    mutationFn: (body: { id: string; notes: string; seenNotesVersion: number }) => api('POST /api/update-user-notes', { body }),
    onSuccess: ({ notes, notesVersion }, { id }) => replaceUser(id, (user) => ({ ...user, notes, notesVersion })),
    onError: readAgain,
  });

export const useChangeApproval = () =>
  useMutation({
    mutationFn: ({ id, approved }: { id: string; approved: boolean }) =>
      api('POST /api/changeApproval', { body: { user_id: id, newValueApproved: approved } }),
    onSuccess: (_answer, { id, approved }) => replaceUser(id, (user) => ({ ...user, approved, pendingApproval: false })),
    onError: readAgain,
  });

export const useDeleteUser = () =>
  useMutation({
    mutationFn: (id: string) => api('POST /api/delete-user', { body: { userone: id } }),
    onSuccess: (_answer, id) => replaceUser(id, () => null),
    onError: readAgain,
  });
