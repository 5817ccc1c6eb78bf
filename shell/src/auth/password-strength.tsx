import { type PasswordProblem, passwordProblem, passwordStrength } from '@fireworks/core/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type IsCommon = (lowerCasedPassword: string) => boolean;

/** The list of common passwords is large: loaded (once, in its own chunk) when a password is first typed. */
let commonList: Promise<IsCommon> | null = null;
function loadCommonList(): Promise<IsCommon> {
  commonList ??= import('@fireworks/core/common-passwords').then((m) => m.isCommonPassword);
  return commonList;
}

/** What the API would say about this password (the same core rule), once the list has loaded. */
function usePasswordProblem(password: string, personal: readonly (string | undefined)[]): PasswordProblem | null {
  const [isCommon, setIsCommon] = useState<IsCommon | null>(null);
  useEffect(() => {
    if (!password || isCommon) return;
    let live = true;
    loadCommonList()
      .then((fn) => live && setIsCommon(() => fn))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [password, isCommon]);
  if (!password) return null;
  return passwordProblem(password, { isCommon: isCommon ?? (() => false), personal });
}

const PROBLEM_MESSAGE: Record<PasswordProblem, string> = {
  tooShort: 'auth:errors.passwordTooShort',
  tooLong: 'auth:errors.passwordTooLong',
  common: 'auth:errors.passwordCommon',
  personal: 'auth:errors.passwordPersonal',
};

/**
 * Strength meter of the password fields (spec §4): Weak red, Medium orange, Strong green; below
 * it, when the server would refuse the password, the reason (core's `passwordProblem`, the rule
 * the API applies).
 */
export function PasswordStrength({ password, personal = [] }: { password: string; personal?: readonly (string | undefined)[] }) {
  const { t } = useTranslation('auth');
  const problem = usePasswordProblem(password, personal);
  if (!password) return null;
  const level = passwordStrength(password);
  return (
    <>
      <p className={`shell-strength shell-strength--${level}`} aria-live="polite" data-testid="password-strength">
        {t('strength.label', { level: t(`strength.${level}`) })}
      </p>
      {problem && (
        <p className="shell-strength shell-strength--weak" aria-live="polite" data-testid="password-refused">
          {t(PROBLEM_MESSAGE[problem])}
        </p>
      )}
    </>
  );
}
