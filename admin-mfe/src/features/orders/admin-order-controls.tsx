import type { Order } from '@fireworks/core/contract';
import { REQUEST_CAPS } from '@fireworks/core/limits';
import { parsePriceToCents, permissionLabel } from '@fireworks/core/rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, formatDollars, useCan, useOneAtATime, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { TextField } from 'shared-ui/forms';
import { useDeleteOrder, useUpdateOrder } from './api';
import './orders.css';

/** A failed write: the spec's toast, followed by the server's reason when it gave one. */
function failure(prefix: string, error: unknown): string {
  return `${prefix} ${errorText(error, { failed: '', unreachable: '' })}`.trim();
}

type Fields = { amountPayed: string; status: Order['status'] };

/**
 * What would still be owed after saving `amountPayed` (the order's balance when the text is not an
 * amount: the server will refuse it anyway).
 */
function balanceAfter(order: Order, amountPayed: string): number {
  const paidCents = parsePriceToCents(amountPayed.trim());
  const owedCents = Math.round((order.amountNeeded + order.amountPayed) * 100);
  return paidCents === null ? order.balanceDue : Math.max(0, owedCents - paidCents) / 100;
}

/**
 * The admin's controls on an order card: amount paid, status, save, and delete after Yes/No.
 * Completing an order that still has a balance asks first, showing the balance (issue 15).
 */
export function AdminOrderControls(props: { order: Order; onDeleted?: () => void }) {
  // Saving the amount paid and status records a payment (issue 41): staff without it get no controls.
  const canRecord = useCan('payments:record');
  return canRecord ? <OrderControlsForm {...props} /> : null;
}

function OrderControlsForm({ order, onDeleted }: { order: Order; onDeleted?: () => void }) {
  const owner = useCan('owner');
  // Completing an order that still owes writes the balance off: the server asks payments:void for it.
  const canWriteOff = useCan('payments:void');
  const { t } = useTranslation('orders');
  const toast = useToast();
  const statusId = useId();
  // The server's amounts are the form's (again after each save).
  const { register, handleSubmit } = useForm<Fields>({ values: { amountPayed: order.amountPayed.toFixed(2), status: order.status } });
  const update = useUpdateOrder();
  const removal = useDeleteOrder();
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** The fields waiting for "Mark COMPLETE" and the balance the question shows. */
  const [completing, setCompleting] = useState<(Fields & { balance: number }) | null>(null);
  /** Why the save was not sent (staff who may not complete an order that owes, issue 41). */
  const [refusal, setRefusal] = useState('');

  // A second save (a double tap, Enter twice) before the button renders busy sends nothing more.
  const oneAtATime = useOneAtATime();
  const save = handleSubmit(({ amountPayed, status }) =>
    oneAtATime(async () => {
      setRefusal('');
      // Lowering the amount paid undoes money as a void does: the server asks payments:void for it.
      const paidCents = parsePriceToCents(amountPayed.trim());
      if (!canWriteOff && paidCents !== null && paidCents < Math.round(order.amountPayed * 100)) {
        setRefusal(t('errors.lowerPaidNeedsVoid', { permission: permissionLabel('payments:void', t) }));
        return;
      }
      const balance = balanceAfter(order, amountPayed);
      if (status === 'COMPLETE' && order.status !== 'COMPLETE' && balance > 0) {
        // Not asked "anyway?" when the answer could only be the server's 403: told what to do instead.
        if (canWriteOff) setCompleting({ amountPayed, status, balance });
        else
          setRefusal(
            t('errors.completeOwingNeedsVoid', { amount: formatDollars(balance), permission: permissionLabel('payments:void', t) }),
          );
        return;
      }
      await send({ amountPayed, status });
    }),
  );

  async function send({ amountPayed, status }: Fields) {
    try {
      // The server takes order_amountPayed as the new total: sent only when the person changed it,
      // or a payment recorded since this card loaded would be wiped (text that is not an amount
      // goes too: the server says why it is refused).
      const typed = amountPayed.trim();
      const typedCents = parsePriceToCents(typed);
      const changed = typedCents === null || typedCents !== Math.round(order.amountPayed * 100);
      await update.mutateAsync({
        order_id: order._id,
        ...(changed ? { order_amountPayed: typed } : {}),
        // The status too only when the person changed it: the one this form showed may be old, and
        // sending it back would undo another clerk's COMPLETE (and take back the funds it credited).
        ...(status !== order.status ? { order_status: status } : {}),
        // The amount paid this form showed: a payment recorded or voided since makes the server
        // refuse the save (409) rather than undo it or complete the order without asking.
        order_amountPayedSeen: order.amountPayed,
      });
      toast.success(t('admin.updated'));
    } catch (error) {
      toast.error(failure(t('admin.updateFailed'), error));
    }
  }

  async function remove() {
    try {
      await removal.mutateAsync(order._id);
      toast.success(t('admin.deleted'));
      setConfirmDelete(false);
      onDeleted?.();
    } catch (error) {
      toast.error(failure(t('admin.deleteFailed'), error));
    }
  }

  return (
    <form className="ad-order-controls" onSubmit={save}>
      <TextField
        label={t('admin.amountPayed')}
        inputMode="decimal"
        maxLength={REQUEST_CAPS.amountText}
        required
        {...register('amountPayed')}
      />
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={statusId}>
          {t('admin.status')}
        </label>
        <select id={statusId} {...register('status')}>
          <option value="UNCOMPLETE">{t('status.UNCOMPLETE')}</option>
          <option value="COMPLETE">{t('status.COMPLETE')}</option>
        </select>
      </div>
      {refusal && <FormMessage kind="error">{refusal}</FormMessage>}
      <div className="ad-order-controls__buttons">
        <Button type="submit" loading={update.isPending} disabled={removal.isPending}>
          {t('admin.save')}
        </Button>
        {owner && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={update.isPending || removal.isPending}>
            {t('admin.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        message={
          // An open order is cancelled for its customer (the server e-mails them); a finished one's record is only cleared.
          order.status === 'UNCOMPLETE' && !order.pickedUpAt ? (
            <>
              <span>{t('admin.deleteConfirm')}</span> <span>{t('admin.deleteTellsCustomer')}</span>
            </>
          ) : (
            t('admin.deleteConfirm')
          )
        }
        busy={removal.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={completing !== null}
        message={t('complete.confirm', { balance: formatDollars(completing?.balance ?? 0) })}
        confirmLabel={t('complete.yes')}
        cancelLabel={t('complete.no')}
        busy={update.isPending}
        onConfirm={async () => {
          if (completing) await send(completing);
          setCompleting(null);
        }}
        onCancel={() => setCompleting(null)}
      />
    </form>
  );
}
