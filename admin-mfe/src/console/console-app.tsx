import { SnackbarProvider, useSnackbar } from 'notistack';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import {
  Button,
  CategoryBar,
  categoryPattern,
  ErrorBoundary,
  LoadingState,
  logout,
  mayUse,
  menuOf,
  permittedRoutes,
  QueryProvider,
  type RouteInfo,
  routesFor,
  selectIsStaff,
  setToastSink,
  startPathOf,
  TOAST_DURATION_MS,
  toastOptions,
  useSession,
} from 'shared-ui';
import { BackOfficeLayout, NoPermission } from 'shared-ui/back-office';
import { routes as adminRoutes } from '../routes';
import { ConsoleLogin } from './console-login';
import { LanguageButton } from './language-button';
import { useConsoleSession } from './use-console-session';

/** The console's screens: every admin route of the remote's list (the same list the shell reads). */
const routes = routesFor({ admin: adminRoutes }, 'admin');
/** Where a staff member lands: the dashboard, or their first permitted screen (issue 40 item 6). */
const useStartPath = () => useSession((s) => startPathOf(routes, s.user) ?? '/dashboard');

const screens = new Map<string, ComponentType>(
  adminRoutes.flatMap((route) => (route.screen ? [[route.path, lazy(route.screen)] as const] : [])),
);

function ScreenFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="console-failed">
      <p>{t('remote.unavailable')}</p>
      <Button onClick={retry}>{t('remote.retry')}</Button>
    </div>
  );
}

/** The back office (the shell's staff layout): side navigation with the screens one may open, collapsed behind a button on a phone. */
function ConsoleLayout() {
  const { t } = useTranslation(['common', 'admin']);
  const user = useSession((s) => s.user);
  const permitted = permittedRoutes(routes, user);
  const categories = categoryPattern(permitted);
  const links = menuOf(permitted).map((route) => ({ to: route.path, label: t(route.menu.label) }));
  const bar = (
    <header className="console-bar">
      <span className="console-bar__title">
        {t('shopName')} · {t('admin:console.title')}
      </span>
      <LanguageButton />
      <Button variant="secondary" onClick={() => void logout()}>
        {t('nav.logout')}
      </Button>
    </header>
  );
  return (
    <div className="console">
      <BackOfficeLayout bar={bar} links={links} collapse="toggle">
        {/* Item editing: the admin catalogue, one category at a time, as in the shop. */}
        {categories && <CategoryBar pattern={categories} />}
        <main id="main" tabIndex={-1}>
          {/* A screen that fails to load or render says so; the bar and the other screens keep working. */}
          <ErrorBoundary fallback={(retry) => <ScreenFailed retry={retry} />}>
            <Suspense fallback={<LoadingState label={t('loading')} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </BackOfficeLayout>
    </div>
  );
}

/** Staff only: the owner, or anyone getuser answered permissions for. */
function RequireStaff() {
  const staff = useSession((s) => s.token !== null && selectIsStaff(s));
  return staff ? <ConsoleLayout /> : <Navigate to="/" replace />;
}

function Start() {
  const staff = useSession((s) => s.token !== null && selectIsStaff(s));
  const start = useStartPath();
  return staff ? <Navigate to={start} replace /> : <ConsoleLogin />;
}

/** A screen opened without its permission says so (issue 41). */
function Screen({ route }: { route: RouteInfo }) {
  const allowed = useSession((s) => mayUse(s.user, route.permission));
  const start = useStartPath();
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (!allowed && route.permission) return <NoPermission permission={route.permission} startPath={start} />;
  const Found = screens.get(route.path) as ComponentType;
  return <Found />;
}

/** Shows useToast()'s toasts through the console's notistack provider. */
function ToastSink() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => setToastSink((message, variant, placement) => enqueueSnackbar(message, toastOptions(variant, placement))),
    [enqueueSnackbar],
  );
  return null;
}

/** The admin screens as their own app, for deployment on a separate host. */
/** The tab's title, in the interface language (index.html's English one holds until the code runs). */
function useConsoleTitle() {
  const { t } = useTranslation(['common', 'admin']);
  useEffect(() => {
    document.title = `${t('shopName')} · ${t('admin:console.title')}`;
  }, [t]);
}

export function ConsoleApp() {
  useConsoleSession();
  useConsoleTitle();
  return (
    <QueryProvider>
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <ToastSink />
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Start />} />
            <Route element={<RequireStaff />}>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={<Screen route={route} />} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </SnackbarProvider>
    </QueryProvider>
  );
}
