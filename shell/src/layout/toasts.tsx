/**
 * Toasts (spec §2: bottom-right, closing after 5 s) that screen readers announce. notistack adds
 * its container only when a toast appears, and a live region inserted together with its text is
 * often not read; so the toasts are rendered into a polite live region that is in the page from
 * the start (notistack's domRoot), and each toast's text is read when it is added. This module
 * (and notistack) is fetched after the first screen: see deferred-toasts.tsx. The toast itself
 * has a dismiss button and the shop's colours, at AA contrast.
 */
import { type CustomContentProps, SnackbarContent, SnackbarProvider, useSnackbar } from 'notistack';
import { forwardRef, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setToastSink, TOAST_DURATION_MS, toastOptions } from 'shared-ui';
import { useToastLimit } from './toast-limit';
import { toastRegion } from './toast-region';

export { TOAST_REGION_ID } from './toast-region';

const ICONS: Record<string, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
};

export const ShellToast = forwardRef<HTMLDivElement, CustomContentProps>(function ShellToast({ id, message, variant, style }, ref) {
  const { t } = useTranslation('common');
  const { closeSnackbar } = useSnackbar();
  return (
    <SnackbarContent ref={ref} style={style} className={`shell-toast shell-toast--${variant}`} data-testid="toast">
      <svg className="shell-toast__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[variant] ?? ICONS.info} />
      </svg>
      <p className="shell-toast__message">{message}</p>
      <button type="button" className="fw-icon-button shell-toast__close" aria-label={t('toast.dismiss')} onClick={() => closeSnackbar(id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
        </svg>
      </button>
    </SnackbarContent>
  );
});

/** Shows useToast()'s toasts (and those raised before this code arrived) through notistack. */
function ToastSink() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => setToastSink((message, variant, placement) => enqueueSnackbar(message, toastOptions(variant, placement))),
    [enqueueSnackbar],
  );
  return null;
}

/**
 * The shell's toast provider: bottom-right, 5 s, the shop's toast look, announced to screen readers.
 * A toast that would cover the control just used goes top-right, under the top bar (shared-ui decides).
 * On a phone one toast at a time: a newer one closes the older (notistack's maxSnack), see toast-limit.ts.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [region] = useState(toastRegion);
  const maxSnack = useToastLimit();
  return (
    <SnackbarProvider
      domRoot={region}
      maxSnack={maxSnack}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: 'shell-toasts--top' }}
      Components={{ default: ShellToast, success: ShellToast, error: ShellToast, warning: ShellToast, info: ShellToast }}
    >
      <ToastSink />
      {children}
    </SnackbarProvider>
  );
}

/** The deferred toast host (deferred-toasts.tsx loads this module after the first screen). */
export default function Toasts() {
  return <ToastProvider />;
}
