/** Field checks shared by the account endpoints; texts are the auth namespace's errors. */

import { isCommonPassword } from '@fireworks/core/common-passwords';
import {
  hasInvalidNameCharacters,
  isValidEmail,
  isValidPhone,
  isValidUsername,
  MAX_NAME_LENGTH,
  type PasswordProblem,
  passwordProblem,
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
  if (hasInvalidNameCharacters(value)) throw new AppError('INVALID_DATA', 'auth:errors.nameInvalidCharacters');
  if (!isValidUsername(username)) throw new AppError('INVALID_DATA', 'auth:errors.usernameInvalid');
  return username;
}

const PASSWORD_MESSAGE: Record<PasswordProblem, string> = {
  tooShort: 'auth:errors.passwordTooShort',
  tooLong: 'auth:errors.passwordTooLong',
  common: 'auth:errors.passwordCommon',
  personal: 'auth:errors.passwordPersonal',
};

/**
 * The core password rule (`passwordProblem`, the same one the shell's meter shows): length,
 * the list of common passwords, and not the account's own username or e-mail.
 */
export function checkNewPassword(password: string, personal: readonly (string | null | undefined)[] = []): string {
  const problem = passwordProblem(password, { isCommon: isCommonPassword, personal });
  if (problem) throw new AppError('INVALID_DATA', PASSWORD_MESSAGE[problem]);
  return password;
}

/** A first or last name: no control or text-direction characters (they reach e-mails), at most 100 characters. */
export function checkName(value: string): string {
  const name = value.trim();
  if (hasInvalidNameCharacters(value)) throw new AppError('INVALID_DATA', 'auth:errors.nameInvalidCharacters');
  if (name.length > MAX_NAME_LENGTH) throw new AppError('INVALID_DATA', 'auth:errors.nameTooLong');
  return name;
}
