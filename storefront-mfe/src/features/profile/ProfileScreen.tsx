import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** Profile settings (spec §2). */
export default function ProfileScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.profile')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
