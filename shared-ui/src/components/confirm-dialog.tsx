import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  busy?: boolean;
}

/**
 * Tab from the last button goes to the first and Shift+Tab from the first to the last. A modal
 * <dialog> already makes the page behind it inert, but the browser would let Tab leave the page
 * for its own toolbar; keyboard users expect the question to keep focus until they answer it.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * Yes/No confirmation as a modal <dialog>: the page behind is inert, Tab stays on the dialog's
 * buttons, Escape cancels, and focus returns to the control that opened it. Focus starts on "No",
 * the safe answer.
 */
export function ConfirmDialog({ open, message, onConfirm, onCancel, confirmLabel, cancelLabel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="fw-dialog"
      aria-labelledby={messageId}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <p id={messageId} className="fw-dialog__message">
            {message}
          </p>
          <div className="fw-dialog__actions">
            <Button variant="danger" onClick={onConfirm} loading={busy}>
              {confirmLabel ?? t('yes')}
            </Button>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('no')}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
