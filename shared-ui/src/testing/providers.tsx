import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { QueryProvider } from '../data/query-provider';

/** What the shell gives every screen besides the router: the query client and the toasts. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryProvider>
  );
}
