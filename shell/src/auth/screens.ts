// The auth screens' chunk (see lazy-auth.tsx).
export { AuthScreen } from './AuthScreen';
export { ChangePasswordScreen } from './ChangePasswordScreen';
export { SmsVerifyScreen } from './SmsVerifyScreen';
