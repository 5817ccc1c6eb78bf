import type { Order } from '@fireworks/core/contract';
import { REQUEST_CAPS } from '@fireworks/core/limits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, errorText, TextField, useToast } from 'shared-ui';
import { useDeleteOrder, useUpdateOrder } from './api';
import './orders.css';

/** A failed write: the spec's toast, followed by the server's reason when it gave one. */
function failure(prefix: string, error: unknown): string {
  return `${prefix} ${errorText(error, { failed: '', unreachable: '' })}`.trim();
}

type Fields = { amountPayed: string; status: Order['status'] };

/** The admin's controls on an order card: amount paid, status, save, and delete after Yes/No. */
export function AdminOrderControls({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const statusId = useId();
  // The server's amounts are the form's (again after each save).
  const { register, handleSubmit } = useForm<Fields>({ values: { amountPayed: order.amountPayed.toFixed(2), status: order.status } });
  const update = useUpdateOrder();
  const removal = useDeleteOrder();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = handleSubmit(async ({ amountPayed, status }) => {
    try {
      await update.mutateAsync({ order_id: order._id, order_amountPayed: amountPayed.trim(), order_status: status });
      toast.success(t('admin.updated'));
    } catch (error) {
      toast.error(failure(t('admin.updateFailed'), error));
    }
  });

  async function remove() {
    try {
      await removal.mutateAsync(order._id);
      toast.success(t('admin.deleted'));
      setConfirmDelete(false);
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
      <div className="ad-order-controls__buttons">
        <Button type="submit" loading={update.isPending} disabled={removal.isPending}>
          {t('admin.save')}
        </Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={update.isPending || removal.isPending}>
          {t('admin.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        message={t('admin.deleteConfirm')}
        busy={removal.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );
}
