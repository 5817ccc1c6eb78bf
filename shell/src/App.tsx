import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router-dom';
import { TOAST_DURATION_MS } from 'shared-ui';
import { AppRoutes } from './routes';
import { useSessionKeeper } from './session/useSessionKeeper';

function SessionKeeper() {
  useSessionKeeper();
  return null;
}

/** Providers the remotes rely on: router, toasts (bottom-right, 5 s) and the session keeper. */
export function App() {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <BrowserRouter>
        <SessionKeeper />
        <AppRoutes />
      </BrowserRouter>
    </SnackbarProvider>
  );
}
