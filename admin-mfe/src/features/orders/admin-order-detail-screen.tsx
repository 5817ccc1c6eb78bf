import type { Order, Payment } from '@fireworks/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, errorText, formatDate, formatDollars, useCan, useOneAtATime, useOrder, useSeason, useSlotText, useToast } from 'shared-ui';
import { OrderCard, OrderPage, PaymentLedger } from 'shared-ui/orders';
import { AdminOrderControls } from './admin-order-controls';
import { useSendReminder } from './api';
import { ChangePickupSlot } from './change-pickup-slot';
import { RecordPaymentForm } from './record-payment-form';
import { VoidPaymentDialog } from './void-payment-dialog';
import './orders.css';

/**
 * A pickup order's pass code, slot and handover: a customer at the counter without the pass is found
 * by name on the desk, and the code typed on the pickup day (an order placed while no slot was open
 * is on no day's list).
 */
function PickupFacts({ order }: { order: Order }) {
  const { t } = useTranslation('pickup');
  const slotText = useSlotText();
  // The customer found here by name or phone is handed the order on the pickup day, opened by its code.
  const canHandOver = useCan('pickups:work');
  // The handover's time on the shop's clock, as the slot beside it says its times.
  const shopTimezone = useSeason().data?.timezone;
  if (!order.isPickup || !order.pickupCode) return null;
  return (
    <>
      <p className="fw-order__meta" data-testid="order-pickup">
        <span translate="no">{t('pass.code', { code: order.pickupCode })}</span> ·{' '}
        {order.pickupSlot ? t('admin.slotLine', { slot: slotText(order.pickupSlot) }) : t('admin.noSlotYet')}
        {order.pickedUpAt && ` · ${t('admin.pickedUpAt', { date: formatDate(order.pickedUpAt, undefined, shopTimezone) })}`}
      </p>
      {canHandOver && !order.pickedUpAt && (
        <p className="fw-order__meta">
          <Link to={`/pickup-day?code=${encodeURIComponent(order.pickupCode)}`} className="fw-order__link">
            {t('admin.handOverLink')}
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * One order in the console (/orders/:id, issue 15): the card with its deposit status, balance and
 * how to pay; the spec's amount paid, status and delete controls (completing with a balance asks
 * first); the ledger with who recorded each payment, voided ones struck with their reason and a
 * Void button on the others; the record-payment form; and the balance reminder.
 */
export default function AdminOrderDetailScreen() {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const reminder = useSendReminder(id);
  const [voiding, setVoiding] = useState<Payment | null>(null);
  // After a void the Void button used is gone (the dialog would send focus to the page's top): the
  // keyboard goes to that payment's row, which now reads "Voided: <reason>", as the counter moves
  // focus to its next step.
  const [lastVoided, setLastVoided] = useState<{ paymentId: string; count: number } | null>(null);
  const voidedRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (lastVoided) voidedRow.current?.focus();
  }, [lastVoided]);
  // Buttons that need a permission the staff member lacks are left out (issue 41).
  const canVoid = useCan('payments:void');
  const canRecord = useCan('payments:record');
  const canRemind = useCan('reminders:send');

  // One reminder at a time: a double tap before the button renders busy would e-mail the customer twice.
  const oneAtATime = useOneAtATime();
  const remind = () =>
    oneAtATime(async () => {
      try {
        await reminder.mutateAsync();
        const to = order.data?.customer?.email ?? order.data?.userInfo.email ?? '';
        toast.success(t('admin.reminderSent', { email: to }));
      } catch (error) {
        toast.error(errorText(error, { failed: t('admin.reminderFailed') }));
      }
    });

  return (
    <OrderPage order={order} listPath="/orders">
      {(detail) => (
        <>
          <OrderCard order={detail} paymentPhone={detail.paymentInstructions.phone} onOrderPage>
            <PickupFacts order={detail} />
            <ChangePickupSlot order={detail} />
            <AdminOrderControls order={detail} onDeleted={() => navigate('/orders')} />
            <PaymentLedger
              payments={detail.payments}
              rowRef={(payment) => (payment._id === lastVoided?.paymentId ? voidedRow : undefined)}
              actions={(payment) =>
                payment.voidedAt || !canVoid ? null : (
                  <Button
                    variant="ghost"
                    className="ad-ledger__void"
                    aria-label={t('void.buttonLabel', { amount: formatDollars(payment.amount) })}
                    onClick={() => setVoiding(payment)}
                  >
                    {t('void.button')}
                  </Button>
                )
              }
            />
            {canRecord && <RecordPaymentForm order={detail} />}
            {/* A reminder with nothing due, or to a customer whose account is gone, is refused (409): not offered. */}
            {canRemind && detail.balanceDue > 0 && detail.customer !== null && (
              <div className="ad-order-remind">
                <Button variant="secondary" loading={reminder.isPending} onClick={() => void remind()}>
                  {t('reminder.button')}
                </Button>
              </div>
            )}
          </OrderCard>
          <VoidPaymentDialog
            orderId={detail._id}
            payment={voiding}
            onClose={() => setVoiding(null)}
            onVoided={(payment) => setLastVoided((last) => ({ paymentId: payment._id, count: (last?.count ?? 0) + 1 }))}
          />
        </>
      )}
    </OrderPage>
  );
}
