import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** The customer's order history (spec §2). */
export default function OrdersScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.orders')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
