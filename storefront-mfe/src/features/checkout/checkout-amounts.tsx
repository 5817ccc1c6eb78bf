import type { CartTotalsResponse } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { AmountList } from 'shared-ui/orders';

/** The server's amounts for this checkout: the order's amount, due now, due later, and the funds used or added. */
export function CheckoutAmounts({ totals }: { totals: CartTotalsResponse }) {
  const { t } = useTranslation('checkout');
  return (
    <AmountList
      className="fw-card sf-checkout__amounts"
      rows={[
        { label: t('amount'), amount: totals.amountNeeded, strong: true, testId: 'checkout-amount' },
        { label: t('dueNow'), amount: totals.minimumDeposit, strong: true, testId: 'checkout-due-now' },
        { label: t('dueLater'), amount: totals.dueLater, testId: 'checkout-due-later' },
        ...(totals.fundsUsed > 0 ? [{ label: t('fundsUsed'), amount: -totals.fundsUsed }] : []),
        ...(totals.fundsToAdd > 0 ? [{ label: t('fundsAdded'), amount: totals.fundsToAdd }] : []),
      ]}
    />
  );
}
