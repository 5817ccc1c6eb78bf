import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CategoryBar, selectIsStaff, useSession } from 'shared-ui';
import { useShellRoutes } from '../remotes/route-lists';
import { TopBar } from './top-bar';

type Frame = ComponentType<{ children: ReactNode }>;

let loadedFrame: Frame | null = null;

/**
 * The back office's code, for staff sessions only. The start-up asks for it early when the stored
 * session is staff, and the session asks for it before it learns that someone is staff, so the frame
 * is drawn at once rather than after a stand-in top bar (which would close a menu opened meanwhile
 * and draw the screen a second time).
 */
export const loadBackOfficeFrame = () =>
  import(/* webpackChunkName: "back-office" */ './back-office-frame').then((module) => {
    loadedFrame = module.default;
    return module;
  });
const LazyBackOfficeFrame = lazy(loadBackOfficeFrame);

/**
 * The frame of every signed-in screen (spec §2): top bar, category bar, then the screen. Staff work
 * in the back office (issue 40 item 6): the same top bar without the cart, and a side navigation
 * with every staff screen they may open (at 1024 px and wider; narrower, the hamburger holds them).
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  // The category bar leads to the catalogue path of the route lists (the storefront's, or for admins the admin's).
  const { categories } = useShellRoutes();
  const staff = useSession(selectIsStaff);
  // Chosen when the session becomes staff: the loaded frame if it is here, else the lazy one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-chosen only when the session turns staff
  const BackOfficeFrame = useMemo<Frame>(() => loadedFrame ?? LazyBackOfficeFrame, [staff]);
  const main = (
    <>
      {categories && <CategoryBar pattern={categories} />}
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
  return (
    <div className="shell">
      <a className="fw-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {staff ? (
        // The top bar stands while the back office's code arrives.
        <Suspense fallback={<TopBar />}>
          <BackOfficeFrame>{main}</BackOfficeFrame>
        </Suspense>
      ) : (
        <>
          <TopBar />
          {main}
        </>
      )}
    </div>
  );
}
