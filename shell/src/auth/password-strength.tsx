import { passwordStrength } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';

/** Advisory strength meter of the sign-up form (spec §4): Weak red, Medium orange, Strong green. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const level = passwordStrength(password);
  return (
    <p className={`shell-strength shell-strength--${level}`} aria-live="polite" data-testid="password-strength">
      {t('strength.label', { level: t(`strength.${level}`) })}
    </p>
  );
}
