import type { CartTotalsResponse } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { AmountList } from 'shared-ui/orders';

/** Totals before and after tax, the discount, the amount due and the 20% deposit, as the server computed them. */
export function CartTotalsPanel({ totals }: { totals: CartTotalsResponse }) {
  const { t } = useTranslation('cart');
  const discountLabel =
    totals.discountPercentage > 0 ? t('totals.discount', { percent: totals.discountPercentage }) : t('totals.noDiscount');
  return (
    <section className="fw-card sf-cart__totals" aria-labelledby="sf-cart-totals">
      <h2 id="sf-cart-totals">{t('totals.heading')}</h2>
      <AmountList
        rows={[
          { label: t('totals.subtotal'), amount: totals.subtotal, testId: 'cart-subtotal' },
          { label: t('totals.tax'), amount: totals.tax, testId: 'cart-tax' },
          { label: t('totals.totalAfterTax'), amount: totals.totalAfterTax, strong: true, testId: 'cart-total-after-tax' },
          { label: discountLabel, amount: -totals.discountAmount, testId: 'cart-discount' },
          { label: t('totals.amountDue'), amount: totals.amountDue, strong: true, testId: 'cart-amount-due' },
          { label: t('totals.deposit'), amount: totals.minimumDeposit, testId: 'cart-deposit' },
        ]}
      />
    </section>
  );
}
