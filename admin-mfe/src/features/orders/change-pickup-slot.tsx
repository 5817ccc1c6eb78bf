import type { Order } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { useCan, useSlotText, useToast } from 'shared-ui';
import { PickupSlotPicker } from 'shared-ui/orders';
import { usePickupSlots } from '../pickups';
import { useMovePickupSlot } from './api';

/**
 * "Change pickup time" on a pickup order not yet picked up (a slot cancelled for weather or staff):
 * the upcoming slots with room, and a button (shared-ui's PickupSlotPicker); a refusal shows the
 * server's sentence here. Left out for staff without pickups:work (docs/decisions/pickup-pass-and-pickup-day.md).
 */
export function ChangePickupSlot({ order }: { order: Order }) {
  const canMove = useCan('pickups:work');
  if (!canMove || !order.isPickup || order.pickedUpAt) return null;
  return <ChangePickupSlotForm order={order} />;
}

function ChangePickupSlotForm({ order }: { order: Order }) {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const slotText = useSlotText();
  const slots = usePickupSlots();
  const move = useMovePickupSlot(order._id);

  async function moveTo(slotId: string) {
    const moved = await move.mutateAsync(slotId);
    toast.success(t('admin.slotMoved', { slot: moved.pickupSlot ? slotText(moved.pickupSlot) : '' }));
  }

  return (
    <PickupSlotPicker
      className="ad-order-slot"
      testId="change-pickup-slot"
      slots={slots.data}
      loading={slots.isPending}
      heldSlotId={order.pickupSlot?._id}
      moving={move.isPending}
      onMove={moveTo}
      focusListAfterMove
      texts={{
        label: t('admin.changeSlot'),
        loading: t('admin.slotsLoading'),
        none: t('admin.noSlotWithRoom'),
        choose: t('admin.chooseNewSlot'),
        option: (slot) => t('admin.slotWithRoom', { slot: slotText(slot), remaining: slot.remaining }),
        submit: t('admin.moveSlot'),
      }}
    />
  );
}
