import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** The cart (spec §2). */
export default function CartScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.cart')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
