import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from './layout/Toasts';
import { AppRoutes } from './routes';
import { useSessionKeeper } from './session/useSessionKeeper';

function SessionKeeper() {
  useSessionKeeper();
  return null;
}

/** Providers the remotes rely on: router, toasts (bottom-right, 5 s, announced) and the session keeper. */
export function App() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <SessionKeeper />
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  );
}
