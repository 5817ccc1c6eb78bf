import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

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
 * Yes/No confirmation as a modal <dialog>: the browser traps focus inside, Escape cancels, and
 * focus returns to the control that opened it. Focus starts on "No", the safe answer.
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
