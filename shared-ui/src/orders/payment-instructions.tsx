import type { Order } from '@fireworks/core/contract';
import { formatPhoneNumber, paymentAppsText, paymentMemoMessage } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { AmountList } from '../components/amount-list';
import './payment-instructions.css';

/** Where the memo goes in its sentence: a character no translation holds. */
const MEMO_SLOT = '\uE000';

/**
 * The sentence asking for the memo (`messageKey`: orders:instructions.memo or memoDelivery), with the
 * memo marked as English: it is written as is in every language, so a screen reader in Spanish
 * reads it with English sounds. The e-mails say the same sentence as plain text.
 */
export function MemoSentence({ messageKey, memo }: { messageKey: string; memo: string }) {
  const { t } = useTranslation('orders');
  const [before = '', after = ''] = t(messageKey, { memo: MEMO_SLOT }).split(MEMO_SLOT);
  return (
    <>
      {before}
      <span lang="en" translate="no">
        {memo}
      </span>
      {after}
    </>
  );
}

type Owed = Pick<Order, 'amountDueNow' | 'balanceDue' | 'minimumDeposit' | 'depositPaid' | 'isPickup' | 'orderNumber'>;

/**
 * How to pay what is still owed (issue 15): amount due now (the deposit until it is paid), the
 * balance, the number (`phone`: the shop's SHOP_PAYMENT_PHONE) and apps to pay with, and the
 * memo, quoted as the exact text to write, with the order number as the payment reference (so
 * the shop can match a Zelle or Venmo payment to its order): the e-mails' sentences. Nothing when
 * the order is paid.
 */
export function PaymentInstructionsPanel({ order, phone: digits }: { order: Owed; phone: string }) {
  const { t, i18n } = useTranslation('orders');
  if (order.balanceDue <= 0) return null;
  const phone = formatPhoneNumber(digits);
  const memo = paymentMemoMessage(order);
  return (
    <section className="fw-order__instructions" aria-label={t('instructions.title')} data-testid="payment-instructions">
      <h3 className="fw-order__subheading">{t('instructions.title')}</h3>
      <AmountList
        rows={[
          { label: t('instructions.dueNow'), amount: order.amountDueNow, strong: true, testId: 'amount-due-now' },
          ...(order.depositPaid ? [] : [{ label: t('instructions.minimumDeposit'), amount: order.minimumDeposit }]),
          { label: t('instructions.balance'), amount: order.balanceDue, testId: 'balance-due' },
        ]}
      />
      <p>{t('instructions.payBy', { apps: paymentAppsText(i18n.language), phone })}</p>
      <p>
        <strong>
          <MemoSentence messageKey={memo.key} memo={memo.params.memo} />
        </strong>
      </p>
      <p data-testid="payment-reference">{t('instructions.reference', { number: order.orderNumber })}</p>
    </section>
  );
}
