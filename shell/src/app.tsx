import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from 'shared-ui';
import { DeferredToasts } from './layout/deferred-toasts';
import { useFocusKeeper } from './layout/focus-keeper';
import { ScreenAnnouncer } from './layout/screen-announcer';
import { AppRoutes } from './routes';
import { useLocaleDataWarmUp } from './session/locale-data';
import { useSessionKeeper } from './session/use-session-keeper';

/** Keeps the session renewed, warms the locale data after the first paint, and keeps focus on the page. */
function SessionKeeper() {
  useSessionKeeper();
  useLocaleDataWarmUp();
  useFocusKeeper();
  return null;
}

/**
 * Providers the remotes rely on: the page's one query client (server state), router, toasts
 * (bottom-right, 5 s, announced; their code comes after the first screen) and the session keeper;
 * the tab's title and a live region name each screen.
 */
export function App() {
  return (
    <QueryProvider>
      <BrowserRouter>
        <SessionKeeper />
        <ScreenAnnouncer />
        <AppRoutes />
      </BrowserRouter>
      <DeferredToasts />
    </QueryProvider>
  );
}
