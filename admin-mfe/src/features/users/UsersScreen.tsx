import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** User information (spec §2, admin). */
export default function UsersScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.manageUsers')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
