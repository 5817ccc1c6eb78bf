import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts: bottom-right, closing on their own after 5 s (the shell's SnackbarProvider sets both). */
export const TOAST_DURATION_MS = 5000;

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
      info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
    }),
    [enqueueSnackbar],
  );
}
