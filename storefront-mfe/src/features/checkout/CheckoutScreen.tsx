import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** Payment instructions and order creation (spec §2). */
export default function CheckoutScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.cart')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
