import { isPermission, permissionLabel } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page, type ScreenPermission } from 'shared-ui';

/**
 * A staff screen opened without the permission it needs (issue 41): a sentence naming what is
 * missing, in the visitor's language, instead of a screen whose calls would all answer 403.
 */
export function NoPermission({ permission, startPath }: { permission: ScreenPermission; startPath?: string | null }) {
  const { t } = useTranslation(['common', 'admin']);
  const sentence =
    permission === 'owner' || !isPermission(permission)
      ? t('admin:noPermission.ownerOnly')
      : t('admin:noPermission.needs', { permission: permissionLabel(permission, t) });
  return (
    <Page title={t('admin:noPermission.title')}>
      <p role="alert" data-testid="no-permission">
        {sentence}
      </p>
      {startPath && <Link to={startPath}>{t('admin:noPermission.back')}</Link>}
    </Page>
  );
}
