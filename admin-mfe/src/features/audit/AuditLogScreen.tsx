import { useTranslation } from 'react-i18next';
import { Page } from 'shared-ui';

/** The audit log of admin writes. */
export default function AuditLogScreen() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('nav.auditLog')}>
      <p>{t('loading')}</p>
    </Page>
  );
}
