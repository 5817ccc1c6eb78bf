/**
 * Account rules shared by the API (which enforces them) and the auth and profile screens (which
 * check them early): e-mail pattern, phone digits, username shape, password length and the
 * advisory strength meter (spec §4, §5; ARCHITECTURE §5 "Accounts").
 */

/** Server-side minimum; the strength meter in the sign-up form stays advisory. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const PHONE_DIGITS = 10;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/** The spec's basic pattern: text, @, text, dot, text. */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * What the phone input keeps of what was typed or pasted: digits only, at most 10. A leading 1 with
 * more digits after it is the country code (+1, as autofill and copied numbers often carry it; no US
 * area code starts with 1), not the number's first digit.
 */
export function phoneInputDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, PHONE_DIGITS);
}

export function isValidPhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** 3 to 30 letters, digits, dots, dashes or underscores. */
export function isValidUsername(value: string): boolean {
  return /^[A-Za-z0-9._-]{3,30}$/.test(value);
}

/**
 * Characters refused in names (first name, last name, username): C0 and C1 control characters
 * (CR, LF, TAB, ESC…), the line and paragraph separators, and the bidirectional marks, embeddings,
 * overrides and isolates that reorder how text reads (they would reach the admins' e-mails and
 * screens). Written as escapes so no invisible character sits in this source.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose.
const NAME_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** True when a name holds a control or text-direction character (`auth:errors.nameInvalidCharacters`). */
export function hasInvalidNameCharacters(value: string): boolean {
  return NAME_FORBIDDEN.test(value);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Weak under 6 characters; Strong with an uppercase letter and a digit; Medium otherwise. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return 'weak';
  if (/[A-Z]/.test(password) && /\d/.test(password)) return 'strong';
  return 'medium';
}
