import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOneAtATime } from '../hooks/use-one-at-a-time';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  /** What Yes does; while a promise it answers runs, another Yes does nothing (a double tap deletes once). */
  onConfirm(): unknown;
  onCancel(): void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  busy?: boolean;
  /** See Dialog: where focus goes as it closes, instead of the control that opened it. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Yes/No confirmation as a modal dialog (see Dialog: inert page, Tab kept inside, Escape cancels,
 * focus returns to the control that opened it). Focus starts on "No", the safe answer.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
  returnFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const oneAtATime = useOneAtATime();

  return (
    <Dialog open={open} onCancel={onCancel} labelledBy={messageId} initialFocus={cancelRef} returnFocus={returnFocus}>
      {open && (
        <>
          <p id={messageId} className="fw-dialog__message">
            {message}
          </p>
          <div className="fw-dialog__actions">
            <Button variant="danger" onClick={() => void oneAtATime(async () => onConfirm())} loading={busy}>
              {confirmLabel ?? t('yes')}
            </Button>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('no')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
