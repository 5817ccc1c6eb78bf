import { useTranslation } from 'react-i18next';
import { Button, setLanguage } from 'shared-ui';

/** en <-> es, like the shell's toggle: starts in English, not persisted (spec §1). */
export function LanguageButton({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const next = i18n.language === 'es' ? 'en' : 'es';
  return (
    <Button variant="ghost" className={className} lang={next} title={t('language.toggleHint')} onClick={() => setLanguage(next)}>
      {t('language.toggle')}
    </Button>
  );
}
