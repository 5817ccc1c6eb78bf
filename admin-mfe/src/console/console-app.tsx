import { SnackbarProvider, useSnackbar } from 'notistack';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Outlet, Route, Routes } from 'react-router-dom';
import {
  Button,
  CategoryBar,
  categoryPattern,
  ErrorBoundary,
  LoadingState,
  logout,
  menuOf,
  QueryProvider,
  routesFor,
  setToastSink,
  TOAST_DURATION_MS,
  toastOptions,
  useSession,
} from 'shared-ui';
import { routes as adminRoutes } from '../routes';
import { ConsoleLogin } from './console-login';
import { LanguageButton } from './language-button';
import { useConsoleSession } from './use-console-session';

/** The console's screens: every admin route of the remote's list (the same list the shell reads). */
const routes = routesFor({ admin: adminRoutes }, 'admin');
const menu = menuOf(routes);
const categories = categoryPattern(routes);
/** Where a signed-in admin lands. */
const START_PATH = '/dashboard';

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

function ConsoleLayout() {
  const { t } = useTranslation(['common', 'admin']);
  return (
    <div className="console">
      <header className="console-bar">
        <span className="console-bar__title">
          {t('shopName')} · {t('admin:console.title')}
        </span>
        <nav aria-label={t('nav.menu')}>
          <ul>
            {menu.map((route) => (
              <li key={route.path}>
                <NavLink to={route.path}>{t(route.menu.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageButton />
        <Button variant="secondary" onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </header>
      {/* Item editing: the admin catalogue, one category at a time, as in the shop. */}
      {categories && <CategoryBar pattern={categories} />}
      <main id="main">
        {/* A screen that fails to load or render says so; the bar and the other screens keep working. */}
        <ErrorBoundary fallback={(retry) => <ScreenFailed retry={retry} />}>
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}

function RequireAdmin() {
  const isAdmin = useSession((s) => s.token !== null && s.user?.admin === true);
  return isAdmin ? <ConsoleLayout /> : <Navigate to="/" replace />;
}

function Start() {
  const isAdmin = useSession((s) => s.token !== null && s.user?.admin === true);
  return isAdmin ? <Navigate to={START_PATH} replace /> : <ConsoleLogin />;
}

function screenOf(path: string, redirect: string | undefined) {
  if (redirect) return <Navigate to={redirect} replace />;
  const Screen = screens.get(path) as ComponentType;
  return <Screen />;
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
export function ConsoleApp() {
  useConsoleSession();
  return (
    <QueryProvider>
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <ToastSink />
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Start />} />
            <Route element={<RequireAdmin />}>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={screenOf(route.path, route.redirect)} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </SnackbarProvider>
    </QueryProvider>
  );
}
