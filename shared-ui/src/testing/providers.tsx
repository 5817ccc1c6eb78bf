import { SnackbarProvider, useSnackbar } from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { QueryProvider } from '../data/query-provider';
import { toastOptions } from '../hooks/toast-placement';
import { setToastSink } from '../hooks/use-toast';

/** Shows useToast()'s toasts through the surrounding notistack provider. */
function ToastSinkForTests() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => setToastSink((message, variant, placement) => enqueueSnackbar(message, toastOptions(variant, placement))),
    [enqueueSnackbar],
  );
  return null;
}

/** What the shell gives every screen besides the router: the query client and the toasts. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <SnackbarProvider>
        <ToastSinkForTests />
        {children}
      </SnackbarProvider>
    </QueryProvider>
  );
}
