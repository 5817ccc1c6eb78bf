import type { OrderDetail } from '@fireworks/core/contract';
import { isUpcomingSlot, shopDateTime } from '@fireworks/core/rules';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, formatDollars, useRuntimeConfig, useSlotText } from 'shared-ui';
import { orderNumber } from 'shared-ui/orders';
import { StoreLocationCard } from '../store';
import './pickup-pass.css';

/**
 * The pickup pass of a pickup order (issue 16): a QR code of the pass code, and beside it in text
 * the code, the order number, the slot (the shop's date and times) and the balance due at pickup
 * (with, while the deposit is short, the amount due now).
 * The QR is an SVG named for screen readers; printing shows the pass alone. As the order e-mails
 * say: with no slot booked, that the store will call; a slot gone by, to call the store; once
 * handed over, no more "show this code" nor printing (the pass has been used).
 */
export function PickupPass({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('pickup');
  const slotText = useSlotText();
  const timeZone = useRuntimeConfig().data?.shopTimezone;
  if (!order.isPickup || !order.pickupCode) return null;
  const code = order.pickupCode;
  const handedOver = order.pickedUpAt !== null;
  const slot = order.pickupSlot ? slotText(order.pickupSlot) : null;
  // On the shop's clock (the browser's until the config is read): the end of the slot is what counts.
  const missed =
    !handedOver &&
    order.pickupSlot !== null &&
    !isUpcomingSlot(order.pickupSlot, shopDateTime(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));
  return (
    <section className="fw-card sf-pass" aria-labelledby="sf-pass-title" data-testid="pickup-pass">
      <h2 id="sf-pass-title" className="sf-pass__title">
        {t('pass.title')}
      </h2>
      <div className="sf-pass__body">
        <QRCodeSVG
          value={code}
          size={176}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t('pass.qrLabel', { code })}
          className="sf-pass__qr"
          data-testid="pickup-qr"
        />
        <div className="sf-pass__text">
          <p className="sf-pass__code">{t('pass.code', { code })}</p>
          <p>{t('pass.order', { number: orderNumber(order) })}</p>
          {slot ? (
            <p>
              {t('pass.slot', { slot })}
              <br />
              <small>{t('pass.shopTime')}</small>
            </p>
          ) : (
            !handedOver && <p>{t('pass.noSlot')}</p>
          )}
          {missed && (
            <p className="sf-pass__missed" data-testid="pass-slot-passed">
              {t('pass.slotPassed')}
            </p>
          )}
          <p data-testid="pass-balance">
            {order.balanceDue <= 0
              ? t('pass.paid')
              : t(handedOver ? 'pass.balanceAfterPickup' : 'pass.balance', { amount: formatDollars(order.balanceDue) })}
          </p>
          {/* The balance is due by pickup, but the deposit is due now: the pass says both (as printed, it is read alone). */}
          {!handedOver && order.balanceDue > 0 && !order.depositPaid && (
            <p data-testid="pass-due-now">
              {t(order.amountPayed > 0 ? 'pass.dueNowRest' : 'pass.dueNow', { amount: formatDollars(order.amountDueNow) })}
            </p>
          )}
          {/* On the store's clock, as the slot above it says its times are. */}
          {order.pickedUpAt && <p>{t('pass.pickedUp', { date: formatDate(order.pickedUpAt, undefined, timeZone) })}</p>}
          {!handedOver && <p className="sf-pass__hint">{t('pass.hint')}</p>}
          <StoreLocationCard headingLevel={3} className="sf-pass__store" />
          {!handedOver && (
            <Button variant="secondary" className="sf-pass__print" onClick={() => window.print()}>
              {t('pass.print')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
