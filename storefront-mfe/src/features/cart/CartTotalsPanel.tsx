import { useTranslation } from 'react-i18next';
import { type CartTotalsResponse, formatDollars } from 'shared-ui';

/** Totals before and after tax, the discount, the amount due and the 20% deposit, as the server computed them. */
export function CartTotalsPanel({ totals }: { totals: CartTotalsResponse }) {
  const { t } = useTranslation('cart');
  const rows: Array<[string, number, string?]> = [
    [t('totals.subtotal'), totals.subtotal],
    [t('totals.tax'), totals.tax],
    [t('totals.totalAfterTax'), totals.totalAfterTax, 'totalAfterTax'],
    [
      totals.discountPercentage > 0 ? t('totals.discount', { percent: totals.discountPercentage }) : t('totals.noDiscount'),
      -totals.discountAmount,
    ],
    [t('totals.amountDue'), totals.amountDue, 'amountDue'],
    [t('totals.deposit'), totals.minimumDeposit],
  ];
  return (
    <section className="fw-card sf-cart__totals" aria-labelledby="sf-cart-totals">
      <h2 id="sf-cart-totals">{t('totals.heading')}</h2>
      <dl>
        {rows.map(([label, amount, strong]) => (
          <div
            key={label}
            className={strong ? 'sf-cart__total sf-cart__total--strong' : 'sf-cart__total'}
            data-testid={`cart-${strong ?? 'row'}`}
          >
            <dt>{label}</dt>
            <dd>{formatDollars(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
