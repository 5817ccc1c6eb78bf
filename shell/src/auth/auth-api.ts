/** The public account calls of the auth screens (spec §7); errors arrive as ApiError. */
import { ApiError, api } from 'shared-ui';

export interface SignupFields {
  username: string;
  password: string;
  inviteCode: string;
  email: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
}

type Message = { message: string };
const open = { auth: false } as const;

export const authApi = {
  signup: (fields: SignupFields) => api.post<Message & { phonenumber: string }>('/api/signup', fields, open),
  passwordReset: (email: string) => api.post<Message>('/api/password-reset', { email }, open),
  sendUsernameEmail: (email: string) => api.post<Message>('/api/send-username-email', { email }, open),
  resetPassword: (token: string, newPassword: string) => api.post<Message>('/api/reset-password', { token, newPassword }, open),
  sendPhoneCode: (phoneNumber: string) => api.post<Message>('/api/verify-phone', { phoneNumber }, open),
  verifyPhone: (phoneNumber: string, proof: { code: string } | { idToken: string }) =>
    api.post<Message>('/api/verify-phone', { phoneNumber, ...proof }, open),
};

/**
 * The text to show for a failed call (spec §8): the server's error; 'An error occurred' when the
 * answer carries none; `unreachable` when there was no answer or it was not JSON.
 */
export function failureText(error: unknown, texts: { generic: string; unreachable: string }): string {
  if (!(error instanceof ApiError) || error.isNetworkError || error.body === null) return texts.unreachable;
  return typeof error.body.error === 'string' && error.body.error ? error.body.error : texts.generic;
}
