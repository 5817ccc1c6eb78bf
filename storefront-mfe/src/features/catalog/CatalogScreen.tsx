import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** Item list of one category (spec §2). */
export default function CatalogScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.categories')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
