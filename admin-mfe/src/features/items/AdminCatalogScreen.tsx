import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** Item list with editing for admins (spec §2). */
export default function AdminCatalogScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.categories')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
