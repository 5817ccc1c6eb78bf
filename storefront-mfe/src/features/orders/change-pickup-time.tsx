import type { OrderDetail } from '@fireworks/core/contract';
import { SLOT_CHANGE_CUTOFF_MINUTES, shopDateTime, slotChangeRefusal } from '@fireworks/core/rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, orderKeys, orderUpdated, queryClient, useRuntimeConfig, useSlotText, useToast } from 'shared-ui';
import { PickupSlotPicker } from 'shared-ui/orders';
import { pickupSlotKeys, usePickupSlots } from '../checkout';
import './change-pickup-time.css';

/** POST /api/orders/:id/pickup-slot as the order's owner: the answer is the order as its page shows it. */
function useChangePickupTime(orderId: string) {
  return useMutation({
    mutationFn: (pickupSlotId: string) => api('POST /api/orders/:id/pickup-slot', { params: { id: orderId }, body: { pickupSlotId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...orderKeys.all, 'detail', orderId], answer);
      orderUpdated(answer);
    },
    // The room left changed either way (taken, or found full meanwhile).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pickupSlotKeys.upcoming }),
  });
}

/**
 * "Change pickup time" on the customer's own order page (docs/decisions/pickup-pass-and-pickup-day.md):
 * shown only while the server would allow it (core's slotChangeRefusal on the shop's clock: a pickup
 * order not handed over nor complete, until SLOT_CHANGE_CUTOFF_MINUTES before its slot starts). Lists
 * the upcoming slots with room other than its own; a refusal shows the server's sentence at the
 * control; after a change, a toast and the confirmation (focused) say the new time.
 */
export function ChangePickupTime({ order }: { order: OrderDetail }) {
  const timeZone = useRuntimeConfig().data?.shopTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A new object per change: the section says each one (toast, focus), even in the same words.
  const [confirmation, setConfirmation] = useState<{ text: string } | null>(null);
  const allowed = slotChangeRefusal(order, shopDateTime(new Date(), timeZone)) === null;
  if (!allowed && !confirmation) return null;
  return <ChangePickupTimeSection order={order} allowed={allowed} confirmation={confirmation} onChanged={setConfirmation} />;
}

function ChangePickupTimeSection({
  order,
  allowed,
  confirmation,
  onChanged,
}: {
  order: OrderDetail;
  allowed: boolean;
  confirmation: { text: string } | null;
  onChanged: (confirmation: { text: string }) => void;
}) {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const titleId = useId();
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const slots = usePickupSlots(allowed);
  const change = useChangePickupTime(order._id);
  const slotText = useSlotText();

  // After a change, the toast once the confirmation is drawn: it pushes the form down, and the toast
  // takes the corner that leaves the button just used in view where the button is now (on a phone
  // it may have moved into the bottom corner). Then the confirmation takes the focus (the option
  // chosen is gone from the list); read on focus, it is no live region, so a screen reader does not
  // say it twice with the toast.
  const toasted = useRef<{ text: string } | null>(null);
  useEffect(() => {
    if (!confirmation || toasted.current === confirmation) return;
    toasted.current = confirmation;
    toast.success(confirmation.text);
    confirmationRef.current?.focus();
  }, [confirmation, toast]);

  async function move(slotId: string) {
    const moved = await change.mutateAsync(slotId);
    onChanged({ text: t('change.changed', { slot: moved.pickupSlot ? slotText(moved.pickupSlot) : '' }) });
  }

  return (
    <section className="fw-card sf-slot-change" aria-labelledby={titleId} data-testid="change-pickup-time">
      <h2 id={titleId} className="sf-slot-change__title">
        {t('change.title')}
      </h2>
      {confirmation && (
        <p ref={confirmationRef} tabIndex={-1} className="fw-message fw-message--success" data-testid="pickup-time-changed">
          {confirmation.text}
        </p>
      )}
      {allowed && (
        <PickupSlotPicker
          slots={slots.data}
          loading={slots.isPending}
          heldSlotId={order.pickupSlot?._id}
          moving={change.isPending}
          onMove={move}
          texts={{
            label: t('change.label'),
            loading: t('change.loading'),
            none: t('change.none'),
            choose: t('change.choose'),
            option: (slot) => t('change.option', { slot: slotText(slot), remaining: slot.remaining }),
            submit: t('change.submit'),
            hint: t('change.hint', { hours: SLOT_CHANGE_CUTOFF_MINUTES / 60 }),
          }}
        />
      )}
    </section>
  );
}
