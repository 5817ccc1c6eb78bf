import type { Order } from '@fireworks/core/contract';
import { formatPhoneNumber } from '@fireworks/core/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, errorText, formatDate, formatDollars, useCan, useOneAtATime, useSeason, useToast } from 'shared-ui';
import { orderNumber } from 'shared-ui/orders';
import { useMarkPickedUp } from './api';
import { CollectForm } from './collect-form';
import { customerName } from './customer-name';
import type { DayNotice } from './day-notice';
import { HandoverItems } from './handover-items';
import { UnpaidHandover } from './unpaid-handover';
import { useShowCurrent } from './use-show-current';

/**
 * The order found: who, when, the items to hand over, the balance to collect (a payment in the
 * ledger) and the handover. An order that still owes is handed over only after collecting, or with
 * a reason the server keeps in the audit log (issue 40).
 */
export function HandoverPanel({
  order,
  slotText,
  notice,
  onChange,
  onClose,
}: {
  order: Order;
  slotText: string | null;
  /** Booked for another day, or its time passed: said under the slot. */
  notice: DayNotice;
  onChange(order: Order): void;
  onClose(): void;
}) {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const titleId = useId();
  // The handover's time on the shop's clock, as the slot above it and the customer's pass say it.
  const shopTimezone = useSeason().data?.timezone;
  const pickedUp = useMarkPickedUp();
  const [askingReason, setAskingReason] = useState(false);
  const who = order.customer ?? order.userInfo;
  const owes = order.balanceDue > 0;
  // Collecting records a payment (payments:record): staff who only work pickups are not offered it (issue 41).
  const canCollect = useCan('payments:record');
  const collecting = owes && !order.pickedUpAt && canCollect;
  // Without Collect, the clerk is told why and what to do instead.
  const mayNotCollect = owes && !order.pickedUpAt && !canCollect;
  // Taken away unpaid, the balance is recorded on the order's page (its ledger, the day received): the panel leads there.
  const canOpenOrder = useCan('orders:read');
  const recordOnPage = owes && order.pickedUpAt !== null && canCollect && canOpenOrder;
  // After a payment or the handover the button used is gone or disabled: the keyboard goes to the
  // next step (Collect the rest, Mark picked up, or the handover's line), not back to the page's top.
  const nextStep = useRef<HTMLElement | null>(null);
  const markNextStep = (element: HTMLElement | null) => {
    nextStep.current = element;
  };
  const [moveFocus, setMoveFocus] = useState(0);
  useEffect(() => {
    if (moveFocus > 0) nextStep.current?.focus();
  }, [moveFocus]);
  // Cancelling the unpaid handover gives the keyboard back to the Mark picked up it replaced.
  const markButton = useRef<HTMLButtonElement | null>(null);
  const [cancelled, setCancelled] = useState(0);
  useEffect(() => {
    if (cancelled > 0) markButton.current?.focus();
  }, [cancelled]);
  const stepDone = (changed: Order) => {
    onChange(changed);
    setMoveFocus((count) => count + 1);
  };

  // Opened (from the list or by its pass), the order takes the keyboard: its heading, so a stray Enter collects nothing.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // After a refusal too, the order as it now is moves the keyboard on (the button pressed may be gone).
  const showCurrent = useShowCurrent(stepDone);
  // A double tap hands over once (a second call would be refused: already picked up).
  const oneAtATime = useOneAtATime();

  const handOver = (reason?: string) =>
    oneAtATime(async () => {
      try {
        const answer = await pickedUp.mutateAsync({ orderId: order._id, reason });
        stepDone(answer.order);
        setAskingReason(false);
        toast.success(t('admin.markedPickedUp'));
      } catch (caught) {
        toast.error(errorText(caught));
        await showCurrent(order);
      }
    });

  return (
    <section className="fw-card ad-pickup__found" aria-labelledby={titleId} data-testid="handover">
      <div className="ad-pickup__found-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('admin.orderTitle', { number: orderNumber(order) })}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </div>
      <p translate="no">{t('admin.customer', { name: customerName(order), phone: formatPhoneNumber(who.phonenumber) })}</p>
      <p>{slotText ? t('admin.slotLine', { slot: slotText }) : t('admin.noSlotYet')}</p>
      {notice && (
        <p className="ad-pickup__notice" data-testid="pickup-day-notice">
          {t(`admin.${notice}`)}
        </p>
      )}
      <HandoverItems order={order} />
      <p className="ad-pickup__balance" data-testid="balance-to-collect">
        {owes ? t('admin.balanceToCollect', { amount: formatDollars(order.balanceDue) }) : t('admin.nothingToCollect')}
      </p>
      {recordOnPage && (
        <p>
          <Link to={`/orders/${order._id}`} className="fw-order__link">
            {t('admin.recordOnOrderPage')}
          </Link>
        </p>
      )}
      {mayNotCollect && <p className="ad-pickup__hint">{t('admin.collectNotAllowed')}</p>}
      {collecting && <CollectForm key={order.balanceDue} order={order} onChange={stepDone} buttonRef={markNextStep} />}
      {order.pickedUpAt ? (
        <p className="ad-pickup__done" tabIndex={-1} ref={markNextStep}>
          {t('admin.pickedUpAt', { date: formatDate(order.pickedUpAt, undefined, shopTimezone) })}
        </p>
      ) : askingReason && owes ? (
        <UnpaidHandover
          order={order}
          pending={pickedUp.isPending}
          onConfirm={(reason) => void handOver(reason)}
          onCancel={() => {
            setAskingReason(false);
            setCancelled((count) => count + 1);
          }}
        />
      ) : (
        <Button
          variant={owes ? 'secondary' : 'primary'}
          onClick={() => (owes ? setAskingReason(true) : void handOver())}
          loading={pickedUp.isPending}
          ref={(element: HTMLButtonElement | null) => {
            markButton.current = element;
            if (!collecting) markNextStep(element);
          }}
        >
          {t('admin.markPickedUp')}
        </Button>
      )}
    </section>
  );
}
