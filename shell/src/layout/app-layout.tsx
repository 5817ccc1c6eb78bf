import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BackOfficeLayout, CategoryBar, menuOf, selectIsStaff, useSession } from 'shared-ui';
import { useShellRoutes } from '../remotes/route-lists';
import { TopBar } from './top-bar';

/**
 * The frame of every signed-in screen (spec §2): top bar, category bar, then the screen. Staff work
 * in the back office (issue 40 item 6): the same top bar without the cart, and a side navigation
 * with every staff screen they may open (at 1024 px and wider; narrower, the hamburger holds them).
 */
export function AppLayout() {
  const { t, i18n } = useTranslation('common');
  // The category bar leads to the catalogue path of the route lists (the storefront's, or for admins the admin's).
  const { categories, permitted } = useShellRoutes();
  const staff = useSession(selectIsStaff);
  const main = (
    <>
      {categories && <CategoryBar pattern={categories} />}
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
  const links = menuOf(permitted)
    .filter((route) => route.access === 'admin')
    .map((route) => ({ to: route.path, label: route.menu.texts?.[i18n.language] ?? t(route.menu.label) }));
  return (
    <div className="shell">
      <a className="fw-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {staff ? (
        <BackOfficeLayout bar={<TopBar />} links={links} collapse="hide">
          {main}
        </BackOfficeLayout>
      ) : (
        <>
          <TopBar />
          {main}
        </>
      )}
    </div>
  );
}
