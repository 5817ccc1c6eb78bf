/**
 * The route table (spec §2). Signed-out visitors reach only /, /sms-verify (with a captured phone)
 * and /change-password/:token; everything else sends them to /. The auth screens live in the
 * shell; every other screen comes from a remote's route list (remotes/route-lists.ts), so the
 * shell names none of their paths. A path a list declares for another role sends the visitor to /
 * (a customer never loads admin code); an unknown path is NotFound.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { mayUse, type RemoteRouteInfo, useSession } from 'shared-ui';
import { AuthScreen, ChangePasswordScreen, SmsVerifyScreen } from './auth/lazy-auth';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { ScreenLoading } from './layout/screen-loading';
import { NotFound } from './not-found';
import type { RemoteName } from './remotes/federation';
import { RemoteRoute } from './remotes/remote-route';
import { landingPath, useShellRoutes } from './remotes/route-lists';
import { returnPath, returnState } from './session/return-path';

/** Staff only (a customer is never shown it): fetched when a staff member opens a screen without its permission. */
const NoPermission = lazy(() =>
  import(/* webpackChunkName: "back-office" */ 'shared-ui/back-office').then((module) => ({ default: module.NoPermission })),
);

/**
 * Signed out: to / with the page asked for, so the sign-in can return there; not after a Logout,
 * whose next sign-in starts at /homepage as the spec says.
 */
function ToSignIn() {
  const location = useLocation();
  const remember = useSession((s) => s.token === null && !s.loggedOut);
  return <Navigate to="/" replace state={remember ? returnState(location) : undefined} />;
}

function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? children : <ToSignIn />;
}

function Home() {
  const location = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <Navigate to={returnPath(location.state) ?? landingPath()} replace /> : <AuthScreen />;
}

/** A staff screen the signed-in person lacks the permission for says so (issue 41). */
function Permitted({ route, start, children }: { route: RemoteRouteInfo; start: string | null; children: ReactNode }) {
  const allowed = useSession((s) => mayUse(s.user, route.permission));
  return allowed || !route.permission ? children : <NoPermission permission={route.permission} startPath={start} />;
}

function screenOf(route: RemoteRouteInfo, start: string | null): ReactNode {
  return (
    <Permitted route={route} start={start}>
      {screenElement(route)}
    </Permitted>
  );
}

function screenElement(route: RemoteRouteInfo): ReactNode {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return <RemoteRoute remote={route.remote as RemoteName} module={route.module as string} messages={route.messages} />;
}

export function AppRoutes() {
  const { ready, routes, forbidden, start } = useShellRoutes();
  const full = routes.filter((route) => route.layout === 'full');
  const framed = routes.filter((route) => route.layout !== 'full');
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<Home />} />
          <Route path="/sms-verify" element={<SmsVerifyScreen />} />
          <Route path="/change-password/:token" element={<ChangePasswordScreen />} />
        </Route>
        {forbidden.map((path) => (
          <Route key={path} path={path} element={<ToSignIn />} />
        ))}
        {full.map((route) => (
          <Route key={route.path} path={route.path} element={<RequireAuth>{screenOf(route, start)}</RequireAuth>} />
        ))}
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          {framed.map((route) => (
            <Route key={route.path} path={route.path} element={screenOf(route, start)} />
          ))}
          <Route path="*" element={ready ? <NotFound /> : <ScreenLoading />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
