import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** The subscription button (spec §2). */
export default function SubscribeScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.subscribe')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
