import type { Order } from '@fireworks/core/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, Button, ConfirmDialog, TextField, useToast } from 'shared-ui';
import './orders.css';

export interface AdminOrderControlsProps {
  order: Order;
  /** The updated order, or null once it is deleted. */
  onChange(updated: Order | null): void;
}

/** A failed write: the spec's toast, followed by the server's reason when it gave one a person can act on. */
function failure(prefix: string, error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? `${prefix} ${error.message}` : prefix;
}

/** The admin's controls on an order card: amount paid, status, save, and delete after Yes/No. */
export function AdminOrderControls({ order, onChange }: AdminOrderControlsProps) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const statusId = useId();
  const [amountPayed, setAmountPayed] = useState(order.amountPayed.toFixed(2));
  const [status, setStatus] = useState<Order['status']>(order.status);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await api.post<Order>('/api/update-order', {
        order_id: order._id,
        order_amountPayed: amountPayed.trim(),
        order_status: status,
      });
      toast.success(t('admin.updated'));
      setAmountPayed(updated.amountPayed.toFixed(2));
      onChange(updated);
    } catch (error) {
      toast.error(failure(t('admin.updateFailed'), error));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await api.post('/api/delete-order', { order_id: order._id });
      toast.success(t('admin.deleted'));
      setConfirmDelete(false);
      onChange(null);
    } catch (error) {
      toast.error(failure(t('admin.deleteFailed'), error));
      setDeleting(false);
    }
  }

  return (
    <form className="ad-order-controls" onSubmit={save}>
      <TextField
        label={t('admin.amountPayed')}
        inputMode="decimal"
        value={amountPayed}
        onChange={(event) => setAmountPayed(event.target.value)}
        required
      />
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={statusId}>
          {t('admin.status')}
        </label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as Order['status'])}>
          <option value="UNCOMPLETE">{t('status.UNCOMPLETE')}</option>
          <option value="COMPLETE">{t('status.COMPLETE')}</option>
        </select>
      </div>
      <div className="ad-order-controls__buttons">
        <Button type="submit" loading={saving} disabled={deleting}>
          {t('admin.save')}
        </Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={saving || deleting}>
          {t('admin.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        message={t('admin.deleteConfirm')}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );
}
