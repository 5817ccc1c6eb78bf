// The auth screens' chunk (see lazy-auth.tsx).
export { AuthScreen } from './auth-screen';
export { ChangePasswordScreen } from './change-password-screen';
export { SmsVerifyScreen } from './sms-verify-screen';
