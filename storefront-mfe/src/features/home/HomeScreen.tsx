import { useTranslation } from 'react-i18next';
import { Page, useSession } from 'shared-ui';

/** The landing page after sign-in (spec §2 "Home page"). */
export default function HomeScreen() {
  const { t } = useTranslation('common');
  const firstname = useSession((s) => s.user?.firstname);
  return (
    <Page title={t('shopName')}>
      <p data-testid="home-welcome">{firstname}</p>
    </Page>
  );
}
