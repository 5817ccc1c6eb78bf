import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CategoryBar } from 'shared-ui';
import { useShellRoutes } from '../remotes/route-lists';
import { TopBar } from './top-bar';

/** The frame of every signed-in screen (spec §2): top bar, category bar, then the screen. */
export function AppLayout() {
  const { t } = useTranslation('common');
  // The category bar leads to the catalogue path of the route lists (the storefront's, or for admins the admin's).
  const { categories } = useShellRoutes();
  return (
    <div className="shell">
      <a className="fw-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar />
      {categories && <CategoryBar pattern={categories} />}
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
