import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from 'shared-ui';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('notFound.title')}>
      <Link to="/homepage">{t('notFound.back')}</Link>
    </Page>
  );
}
