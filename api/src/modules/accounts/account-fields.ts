/** Field checks shared by the account endpoints; texts are the auth namespace's errors. */
import {
  isValidEmail,
  isValidPhone,
  isValidUsername,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@fireworks/core/rules';
import { AppError } from '../../shared/errors';

/** Every named field must be present and not blank, else the spec's 'Please fill in all fields.' */
export function requireFields<K extends string>(input: Partial<Record<K, string | undefined>>, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = input[name];
    if (typeof value !== 'string' || value.trim() === '') throw new AppError('INVALID_DATA', 'fillAllFields');
    out[name] = value;
  }
  return out;
}

/** Trimmed and lower-cased: e-mails are unique regardless of case. */
export function checkEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!isValidEmail(email)) throw new AppError('INVALID_DATA', 'auth:errors.invalidEmail');
  return email;
}

export function checkPhone(value: string): string {
  const phone = value.trim();
  if (!isValidPhone(phone)) throw new AppError('INVALID_DATA', 'auth:errors.phoneInvalid');
  return phone;
}

export function checkUsername(value: string): string {
  const username = value.trim();
  if (!isValidUsername(username)) throw new AppError('INVALID_DATA', 'auth:errors.usernameInvalid');
  return username;
}

export function checkNewPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('INVALID_DATA', 'auth:errors.passwordTooShort');
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError('INVALID_DATA', 'auth:errors.passwordTooLong');
  return password;
}

export function checkName(value: string): string {
  const name = value.trim();
  if (name.length > MAX_NAME_LENGTH) throw new AppError('INVALID_DATA', 'auth:errors.nameTooLong');
  return name;
}
