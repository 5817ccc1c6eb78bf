import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** All orders, with payment and status updates (spec §2, admin). */
export default function AdminOrdersScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.orders')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
