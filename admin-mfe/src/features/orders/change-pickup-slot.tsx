import type { Order } from '@fireworks/core/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, useCan, useToast } from 'shared-ui';
import { usePickupSlots, useSlotText } from '../pickups';
import { useMovePickupSlot } from './api';

/**
 * "Change pickup time" on a pickup order not yet picked up (a slot cancelled for weather or staff):
 * the upcoming slots with room, and a button; a refusal shows the server's sentence here. Left out
 * for staff without pickups:work (docs/decisions/pickup-pass-and-pickup-day.md).
 */
export function ChangePickupSlot({ order }: { order: Order }) {
  const canMove = useCan('pickups:work');
  if (!canMove || !order.isPickup || order.pickedUpAt) return null;
  return <ChangePickupSlotForm order={order} />;
}

function ChangePickupSlotForm({ order }: { order: Order }) {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const selectId = useId();
  const errorId = useId();
  const slotText = useSlotText();
  const slots = usePickupSlots();
  const move = useMovePickupSlot(order._id);
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = order.pickupSlot?._id;
  const open = (slots.data ?? []).filter((slot) => slot._id !== held && slot.remaining > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setRefusal(null);
    try {
      const moved = await move.mutateAsync(chosen);
      toast.success(t('admin.slotMoved', { slot: moved.pickupSlot ? slotText(moved.pickupSlot) : '' }));
      setChosen('');
    } catch (error) {
      setRefusal(errorText(error));
    }
  }

  return (
    <form className="ad-order-slot" onSubmit={(event) => void submit(event)} data-testid="change-pickup-slot">
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={selectId}>
          {t('admin.changeSlot')}
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={move.isPending || open.length === 0}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
        >
          <option value="">
            {slots.isPending ? t('admin.slotsLoading') : open.length === 0 ? t('admin.noSlotWithRoom') : t('admin.chooseNewSlot')}
          </option>
          {open.map((slot) => (
            <option key={slot._id} value={slot._id}>
              {t('admin.slotWithRoom', { slot: slotText(slot), remaining: slot.remaining })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={move.isPending} disabled={!chosen || move.isPending}>
        {t('admin.moveSlot')}
      </Button>
      {refusal && (
        <p id={errorId} className="fw-field__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
