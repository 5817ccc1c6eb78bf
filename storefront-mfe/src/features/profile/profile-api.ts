/** The profile's account calls (spec §7); the server checks the code and the current password. */
import type { User } from '@fireworks/core/contract';
import { api } from 'shared-ui';

type Message = { message: string };

export const profileApi = {
  /** The code goes to the new address when one is typed, else to the current one. */
  sendVerificationEmail: (newEmail: string) => api.post<Message>('/api/send-verification-email', newEmail ? { newEmail } : undefined),
  changeEmail: (newEmail: string, code: string) => api.post<Message & { user: User }>('/api/change-email', { newEmail, code }),
  /** Answers a fresh token: this session goes on, every other one has ended. */
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<Message & { token: string }>('/api/change-password', { currentPassword, newPassword }),
};
