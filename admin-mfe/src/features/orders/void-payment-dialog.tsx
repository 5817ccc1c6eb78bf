import type { Payment } from '@fireworks/core/contract';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, formatDollars, useOneAtATime, useToast } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import { TextField } from 'shared-ui/forms';
import { useVoidPayment } from './api';

type Voiding = ReturnType<typeof useVoidPayment>;

/**
 * Voids a payment with a reason (POST /api/orders/:id/payments/:paymentId/void) in the shop's modal
 * dialog (Tab kept inside, focus back to the Void button on Cancel or Escape): focus starts on the
 * reason, and the server's refusal shows as its sentence. Escape does nothing while the void is sent.
 * After a void, `onVoided` (before `onClose`) lets the page move focus, since the Void button is gone.
 */
export function VoidPaymentDialog({
  orderId,
  payment,
  onClose,
  onVoided,
}: {
  orderId: string;
  payment: Payment | null;
  onClose(): void;
  onVoided?(payment: Payment): void;
}) {
  const titleId = useId();
  const reasonRef = useRef<HTMLInputElement>(null);
  const voiding = useVoidPayment(orderId);
  return (
    <Dialog
      open={payment !== null}
      onCancel={() => {
        if (!voiding.isPending) onClose();
      }}
      labelledBy={titleId}
      initialFocus={reasonRef}
      className="ad-void-dialog"
    >
      {/* Mounted per opening, so each starts with an empty reason and no message. */}
      {payment && (
        <VoidForm
          titleId={titleId}
          reasonRef={reasonRef}
          payment={payment}
          voiding={voiding}
          onClose={onClose}
          onVoided={() => onVoided?.(payment)}
        />
      )}
    </Dialog>
  );
}

function VoidForm({
  titleId,
  reasonRef,
  payment,
  voiding,
  onClose,
  onVoided,
}: {
  titleId: string;
  reasonRef: RefObject<HTMLInputElement | null>;
  payment: Payment;
  voiding: Voiding;
  onClose(): void;
  onVoided(): void;
}) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; text: string } | null>(null);
  // A second send (a double tap, Enter twice) before the button renders busy voids nothing more.
  const oneAtATime = useOneAtATime();

  function submit(event: FormEvent) {
    event.preventDefault();
    void oneAtATime(voidPayment);
  }

  async function voidPayment() {
    if (!reason.trim()) {
      setProblem({ field: true, text: t('errors.voidReasonMissing') });
      // To the field to fix: a screen reader reads it with its message (aria-describedby).
      reasonRef.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await voiding.mutateAsync({ paymentId: payment._id, reason: reason.trim() });
      toast.success(t('void.voided'));
      onVoided();
      onClose();
    } catch (error) {
      setProblem({ field: false, text: errorText(error, { failed: t('void.failed') }) });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={titleId} className="fw-dialog__message">
        {t('void.title', { amount: formatDollars(payment.amount) })}
      </h2>
      <p className="fw-order__meta">{t('void.explain')}</p>
      <TextField
        label={t('void.reason')}
        maxLength={1000}
        value={reason}
        ref={reasonRef}
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
  );
}
