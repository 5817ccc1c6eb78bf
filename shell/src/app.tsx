import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from 'shared-ui';
import { DeferredToasts } from './layout/deferred-toasts';
import { AppRoutes } from './routes';
import { useLocaleDataWarmUp } from './session/locale-data';
import { useSessionKeeper } from './session/use-session-keeper';

/** Keeps the session renewed, and warms the locale data after the first paint. */
function SessionKeeper() {
  useSessionKeeper();
  useLocaleDataWarmUp();
  return null;
}

/** The tab's title follows the interface language. */
function DocumentTitle() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('shopName');
  }, [t]);
  return null;
}

/**
 * Providers the remotes rely on: the page's one query client (server state), router, toasts
 * (bottom-right, 5 s, announced; their code comes after the first screen) and the session keeper.
 */
export function App() {
  return (
    <QueryProvider>
      <BrowserRouter>
        <SessionKeeper />
        <DocumentTitle />
        <AppRoutes />
      </BrowserRouter>
      <DeferredToasts />
    </QueryProvider>
  );
}
