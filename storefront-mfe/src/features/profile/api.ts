/** The profile's account calls (spec §7) as mutations; the server checks the code and the current password. */
import { useMutation } from '@tanstack/react-query';
import { api, useSession } from 'shared-ui';

/** The code goes to the new address when one is typed, else to the current one. */
export const useSendVerificationEmail = () =>
  useMutation({
    mutationFn: (newEmail: string) => api('POST /api/send-verification-email', { body: newEmail ? { newEmail } : undefined }),
  });

/** The changed user becomes the session's user. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: ({ newEmail, code }: { newEmail: string; code: string }) => api('POST /api/change-email', { body: { newEmail, code } }),
    onSuccess: (answer) => useSession.getState().setUser(answer.user),
  });

/** Answers a fresh token: this session goes on (with it), every other one has ended. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api('POST /api/change-password', { body: { currentPassword, newPassword } }),
    onSuccess: (answer) => useSession.getState().setToken(answer.token),
  });
