import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** Invite codes (spec §2, admin). */
export default function InviteCodesScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.manageInviteCodes')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
