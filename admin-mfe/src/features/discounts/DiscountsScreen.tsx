import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** Discount rules (spec §2, admin). */
export default function DiscountsScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.manageDiscounts')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
