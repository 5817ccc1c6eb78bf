/**
 * Toasts (spec §2: bottom-right, closing after 5 s) that screen readers announce. notistack adds
 * and removes its container as toasts come and go, and a live region inserted together with its
 * text is often not read; so the shell keeps two live regions in the page from the start (polite
 * for news, assertive for errors) and every toast also puts its text there. The visible toast is
 * then not a live region itself (no double reading) and has a dismiss button and AA colours.
 */
import { type CustomContentProps, SnackbarContent, SnackbarProvider, useSnackbar } from 'notistack';
import { forwardRef, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from 'shared-ui';
import { create } from 'zustand';

interface Announcement {
  id: number;
  text: string;
}

interface AnnouncerState {
  polite: Announcement | null;
  assertive: Announcement | null;
  announce(text: string, urgent: boolean): void;
}

let nextId = 0;

/** The latest announcement per politeness; a new id re-announces a repeated text. */
export const useAnnouncer = create<AnnouncerState>((set) => ({
  polite: null,
  assertive: null,
  announce: (text, urgent) => {
    nextId += 1;
    set(urgent ? { assertive: { id: nextId, text } } : { polite: { id: nextId, text } });
  },
}));

/** The page's two live regions; rendered once, before any toast. */
export function ToastAnnouncer() {
  const polite = useAnnouncer((s) => s.polite);
  const assertive = useAnnouncer((s) => s.assertive);
  return (
    <div className="fw-visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-live-polite">
        {polite && <span key={polite.id}>{polite.text}</span>}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="toast-live-assertive">
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
    </div>
  );
}

const ICONS: Record<string, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
};

export const ShellToast = forwardRef<HTMLDivElement, CustomContentProps>(function ShellToast({ id, message, variant, style }, ref) {
  const { t } = useTranslation('common');
  const announce = useAnnouncer((s) => s.announce);
  const { closeSnackbar } = useSnackbar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce each toast once, when it appears
  useEffect(() => {
    if (typeof message === 'string') announce(message, variant === 'error' || variant === 'warning');
  }, []);
  return (
    <SnackbarContent ref={ref} style={style} className={`shell-toast shell-toast--${variant}`} data-testid="toast">
      <svg className="shell-toast__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[variant] ?? ICONS.info} />
      </svg>
      <p className="shell-toast__message">{message}</p>
      <button type="button" className="shell-toast__close" aria-label={t('toast.dismiss')} onClick={() => closeSnackbar(id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
        </svg>
      </button>
    </SnackbarContent>
  );
});

/** The shell's toast provider: bottom-right, 5 s, the shop's toast look, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ default: ShellToast, success: ShellToast, error: ShellToast, warning: ShellToast, info: ShellToast }}
    >
      <ToastAnnouncer />
      {children}
    </SnackbarProvider>
  );
}
