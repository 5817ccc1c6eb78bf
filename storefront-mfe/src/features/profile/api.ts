/** The profile's account calls (spec §7) as mutations; the server checks the code and the current password. */
import type { User } from '@fireworks/core/contract';
import { useMutation } from '@tanstack/react-query';
import { api, useSession } from 'shared-ui';

type Message = { message: string };

/** The code goes to the new address when one is typed, else to the current one. */
export const useSendVerificationEmail = () =>
  useMutation({
    mutationFn: (newEmail: string) => api.post<Message>('/api/send-verification-email', newEmail ? { newEmail } : undefined),
  });

/** The changed user becomes the session's user. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: ({ newEmail, code }: { newEmail: string; code: string }) =>
      api.post<Message & { user: User; pending?: boolean }>('/api/change-email', { newEmail, code }),
    onSuccess: (answer) => useSession.getState().setUser(answer.user),
  });

/** Answers a fresh token: this session goes on (with it), every other one has ended. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api.post<Message & { token: string }>('/api/change-password', { currentPassword, newPassword }),
    onSuccess: (answer) => useSession.getState().setToken(answer.token),
  });
