/** Invite codes (spec §2, admin): the list, creating (then the list is read again) and deleting. */
import type { InviteCode } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient } from 'shared-ui';

const codesKey = ['invite-codes'] as const;

export function useInviteCodes() {
  return useQuery({ queryKey: codesKey, queryFn: ({ signal }) => api('GET /api/invite-codes', { signal }) });
}

export const useCreateInviteCode = () =>
  useMutation({
    mutationFn: (body: { code: string; uses?: number; preset?: string }) => api('POST /api/generate-invite-code', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });

export const useDeleteInviteCode = () =>
  useMutation({
    mutationFn: (code: string) => api('POST /api/delete-code', { body: { code } }),
    onSuccess: (_answer, code) => queryClient.setQueryData<InviteCode[]>(codesKey, (list) => list?.filter((c) => c.code !== code)),
  });
