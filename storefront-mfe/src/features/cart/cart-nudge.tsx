import type { CartTotalsResponse } from '@fireworks/core/contract';
import { MINIMUM_ORDER_CENTS } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { formatDollars, ProgressBar } from 'shared-ui';

/**
 * One progress bar under the cart (issue 17): how far the cart is from the $500 minimum, then from
 * the next discount tier, as the server computed it (getCartTotal.nudge). Nothing once no tier is left.
 */
export function CartNudge({ totals }: { totals: CartTotalsResponse }) {
  const { t } = useTranslation('season');
  const { nudge, subtotal } = totals;
  if (nudge.kind === null) return null;
  const text =
    nudge.kind === 'minimum'
      ? t('nudge.minimum', {
          amount: formatDollars(nudge.amountToGo),
          minimum: formatDollars(MINIMUM_ORDER_CENTS / 100, undefined, { wholeDollars: true }),
        })
      : t('nudge.discount', { amount: formatDollars(nudge.amountToGo), percent: nudge.nextDiscountPercentage });
  const goal = subtotal + nudge.amountToGo;
  return (
    <div className="sf-cart__nudge fw-card" data-testid="cart-nudge" data-kind={nudge.kind}>
      <p className="sf-cart__nudge-text">{text}</p>
      <ProgressBar value={goal > 0 ? subtotal / goal : 0} label={text} />
    </div>
  );
}
