/** The public account calls of the auth screens (spec §7); errors arrive as ApiError. */
import { api } from 'shared-ui';

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
