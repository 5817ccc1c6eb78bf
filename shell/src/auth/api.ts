/** The public account calls of the auth screens (spec §7), as mutations; errors arrive as ApiError. */
import type { SignupInput } from '@fireworks/core/contract';
import { useMutation } from '@tanstack/react-query';
import { api, login } from 'shared-ui';

type Message = { message: string };
const open = { auth: false } as const;

type PhoneProof = { code: string } | { idToken: string };

/** The plain calls (the phone channel sends codes outside React). */
export const authApi = {
  signup: (fields: SignupInput) => api.post<Message & { phonenumber: string }>('/api/signup', fields, open),
  passwordReset: (email: string) => api.post<Message>('/api/password-reset', { email }, open),
  sendUsernameEmail: (email: string) => api.post<Message>('/api/send-username-email', { email }, open),
  resetPassword: (token: string, newPassword: string) => api.post<Message>('/api/reset-password', { token, newPassword }, open),
  sendPhoneCode: (phoneNumber: string) => api.post<Message>('/api/verify-phone', { phoneNumber }, open),
  verifyPhone: (phoneNumber: string, proof: PhoneProof) => api.post<Message>('/api/verify-phone', { phoneNumber, ...proof }, open),
};

export const useLogin = () =>
  useMutation({ mutationFn: (input: { username: string; password: string }) => login(input.username, input.password) });

export const useSignup = () => useMutation({ mutationFn: authApi.signup });

/** Forgot Password / Forgot Username: the e-mail with a reset link or the username. */
export const useRecoveryEmail = () =>
  useMutation({
    mutationFn: ({ kind, email }: { kind: 'forgotUsername' | 'forgotPassword'; email: string }) =>
      kind === 'forgotPassword' ? authApi.passwordReset(email) : authApi.sendUsernameEmail(email),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) => authApi.resetPassword(token, newPassword),
  });

export const useVerifyPhone = () =>
  useMutation({ mutationFn: ({ phone, proof }: { phone: string; proof: PhoneProof }) => authApi.verifyPhone(phone, proof) });
