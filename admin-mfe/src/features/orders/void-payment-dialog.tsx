import type { Payment } from '@fireworks/core/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, formatDollars, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { useVoidPayment } from './api';

/** Tab from the last control goes to the first and back (the dialog keeps focus until answered). */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('input, button:not(:disabled)'));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * Voids a payment with a reason (POST /api/orders/:id/payments/:paymentId/void) in a modal dialog:
 * focus starts on the reason, Escape or Cancel closes it, the server's refusal shows as its sentence.
 */
export function VoidPaymentDialog({ orderId, payment, onClose }: { orderId: string; payment: Payment | null; onClose(): void }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const voiding = useVoidPayment(orderId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; text: string } | null>(null);
  const open = payment !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      setProblem(null);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!payment) return;
    if (!reason.trim()) return setProblem({ field: true, text: t('errors.voidReasonMissing') });
    setProblem(null);
    try {
      await voiding.mutateAsync({ paymentId: payment._id, reason: reason.trim() });
      toast.success(t('void.voided'));
      onClose();
    } catch (error) {
      setProblem({ field: false, text: errorText(error, { failed: t('void.failed') }) });
    }
  }

  return (
    <dialog
      ref={ref}
      className="fw-dialog ad-void-dialog"
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        if (!voiding.isPending) onClose();
      }}
    >
      {payment && (
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="fw-dialog__message">
            {t('void.title', { amount: formatDollars(payment.amount) })}
          </h2>
          <p className="fw-order__meta">{t('void.explain')}</p>
          <TextField
            label={t('void.reason')}
            maxLength={1000}
            value={reason}
            autoFocus
            onChange={(event) => setReason(event.target.value)}
            error={problem?.field ? problem.text : undefined}
          />
          {problem && !problem.field && <FormMessage kind="error">{problem.text}</FormMessage>}
          <div className="fw-dialog__actions">
            <Button type="submit" variant="danger" loading={voiding.isPending}>
              {t('void.confirm')}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={voiding.isPending}>
              {t('void.cancel')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
