/**
 * The list of commonly used passwords of zxcvbn-ts (`@zxcvbn-ts/language-common`, about 30,000
 * passwords from breach corpora, maintained), as a lookup for `passwordProblem`. Kept out of
 * `@fireworks/core/rules` because it is large: the API imports it at start, the shell on demand.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let set: Set<string> | null = null;

export function isCommonPassword(lowerCasedPassword: string): boolean {
  set ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return set.has(lowerCasedPassword);
}

export const commonPasswordCount = (): number => {
  isCommonPassword('');
  return set?.size ?? 0;
};
