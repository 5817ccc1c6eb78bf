/** The public account calls of the auth screens (spec §7), as mutations; errors arrive as ApiError. */
import type { ChangeSignupPhoneInput, SignupInput } from '@fireworks/core/contract';
import { useMutation } from '@tanstack/react-query';
import { api, login } from 'shared-ui';

import type { PhoneProof } from './phone-types';

const open = { auth: false } as const;

/** The plain calls (the phone channel sends codes outside React). */
export const authApi = {
  signup: (fields: SignupInput) => api('POST /api/signup', { body: fields, ...open }),
  passwordReset: (email: string) => api('POST /api/password-reset', { body: { email }, ...open }),
  sendUsernameEmail: (email: string) => api('POST /api/send-username-email', { body: { email }, ...open }),
  resetPassword: (token: string, newPassword: string) => api('POST /api/reset-password', { body: { token, newPassword }, ...open }),
  sendPhoneCode: (phoneNumber: string) => api('POST /api/verify-phone', { body: { phoneNumber }, ...open }),
  verifyPhone: (phoneNumber: string, proof: PhoneProof) => api('POST /api/verify-phone', { body: { phoneNumber, ...proof }, ...open }),
  changeSignupPhone: (input: ChangeSignupPhoneInput) => api('POST /api/change-signup-phone', { body: input, ...open }),
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

/** The phone number typed at sign-up corrected before it is verified (username and password prove the account). */
export const useChangeSignupPhone = () => useMutation({ mutationFn: authApi.changeSignupPhone });
