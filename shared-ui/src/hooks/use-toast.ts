import { useSnackbar } from 'notistack';
import { type ReactNode, useMemo } from 'react';

/** Toasts: bottom-right, closing on their own after 5 s (the shell's SnackbarProvider sets both). */
export const TOAST_DURATION_MS = 5000;

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      /** A message may hold a link (e.g. to the order just created) next to its text. */
      success: (message: string | ReactNode) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
      info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
    }),
    [enqueueSnackbar],
  );
}
