import { useTranslation } from 'react-i18next';
import { setLanguage } from 'shared-ui';

/** en <-> es. Starts at en and is not persisted (spec §1). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const next = i18n.language === 'es' ? 'en' : 'es';
  return (
    <button type="button" className="shell-lang" lang={next} title={t('language.toggleHint')} onClick={() => setLanguage(next)}>
      {t('language.toggle')}
    </button>
  );
}
