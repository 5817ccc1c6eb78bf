/**
 * The password rule the API enforces and the shell's password fields show as they are typed
 * (NIST SP 800-63B §5.1.1.2): at least 8 characters, at most 200, not a commonly used password,
 * not a run of one character or an easy sequence, and not the account's own username or e-mail.
 * The list of common passwords is large, so it is passed in: the API loads it at start
 * (`@fireworks/core/common-passwords`), the shell loads it when a password field is first used.
 */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './accounts';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'personal';

export interface PasswordContext {
  /** True when the (lower-cased) password is on the list of commonly used passwords. */
  isCommon: (lowerCasedPassword: string) => boolean;
  /** The account's username, e-mail, names: a password equal to one of them is refused. */
  personal?: readonly (string | undefined | null)[];
}

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** One character repeated, a short block repeated (abcabcab), or a run of an easy sequence either way. */
function isTrivial(lower: string): boolean {
  for (let block = 1; block <= 3; block++) {
    if (
      lower.length > block * 2 &&
      lower ===
        lower
          .slice(0, block)
          .repeat(Math.ceil(lower.length / block))
          .slice(0, lower.length)
    )
      return true;
  }
  return SEQUENCES.some((s) => {
    const both = `${s}${s}`;
    const reversed = [...both].reverse().join('');
    return both.includes(lower) || reversed.includes(lower);
  });
}

export function passwordProblem(password: string, context: PasswordContext): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  const lower = password.normalize('NFKC').toLowerCase();
  if (isTrivial(lower) || context.isCommon(lower)) return 'common';
  for (const value of context.personal ?? []) {
    const own = value?.trim().toLowerCase();
    if (!own) continue;
    if (lower === own || (own.includes('@') && lower === own.slice(0, own.indexOf('@')))) return 'personal';
  }
  return null;
}
