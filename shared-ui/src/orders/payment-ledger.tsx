import type { Payment } from '@fireworks/core/contract';
import { ADJUSTING_ENTRY_NOTE } from '@fireworks/core/rules';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDollars, useRuntimeConfig } from 'shared-ui';

/**
 * An order's payments, voided ones struck through with their reason; `actions` adds per-row controls
 * (admin), and `rowRef` a ref to a row (focusable by script, not by Tab) for focus to land on when the
 * control used in it is gone.
 */
export function PaymentLedger({
  payments,
  actions,
  rowRef,
}: {
  payments: readonly Payment[];
  actions?: (payment: Payment) => ReactNode;
  rowRef?: (payment: Payment) => Ref<HTMLLIElement> | undefined;
}) {
  const { t } = useTranslation('orders');
  const timeZone = useRuntimeConfig().data?.shopTimezone;
  // One id per list: a page may show several, and each names its own list.
  const titleId = useId();
  return (
    <section className="fw-order__ledger" aria-labelledby={titleId}>
      <h3 id={titleId} className="fw-order__subheading">
        {t('payments.title')}
      </h3>
      {payments.length === 0 ? (
        <p className="fw-order__meta">{t('payments.empty')}</p>
      ) : (
        <ul className="fw-ledger" data-testid="payment-ledger">
          {payments.map((payment) => {
            const ref = rowRef?.(payment);
            return (
              <li
                key={payment._id}
                ref={ref}
                tabIndex={ref ? -1 : undefined}
                className={payment.voidedAt ? 'fw-ledger__row fw-ledger__row--voided' : 'fw-ledger__row'}
                data-testid="payment"
              >
                <span className="fw-ledger__amount">{formatDollars(payment.amount)}</span>
                <span>{t(`payments.methods.${payment.method}`)}</span>
                <span>
                  {/* The day the money arrived, on the shop's calendar: an admin gives a day, not an hour. */}
                  {t('payments.date')} {formatDay(payment.receivedAt, undefined, timeZone)}
                </span>
                {payment.reference && <span translate="no">{payment.reference}</span>}
                {/* The entry update-order makes is the shop's correction, said in the reader's language. */}
                {payment.note === ADJUSTING_ENTRY_NOTE ? (
                  <span>{t('payments.adjustingEntry')}</span>
                ) : (
                  payment.note && <span translate="no">{payment.note}</span>
                )}
                <span className="fw-order__meta">
                  {t('payments.recordedBy')} <span translate="no">{payment.recordedBy}</span>
                </span>
                {payment.voidedAt && (
                  <strong className="fw-ledger__void">
                    {t('payments.voided')} <span translate="no">{payment.voidReason}</span>
                  </strong>
                )}
                {payment.voidedAt && payment.voidedBy && (
                  <span className="fw-order__meta">
                    {t('payments.voidedBy')} <span translate="no">{payment.voidedBy}</span>
                  </span>
                )}
                {actions?.(payment)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
