import type { CartItem } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { formatDollars } from 'shared-ui';

/**
 * What is being bought (issue 40 item 7): each cart line with its quantity, free units and line
 * total, as the server's cart gives them (the totals box below holds the amounts to pay).
 */
export function CheckoutLines({ lines }: { lines: CartItem[] }) {
  const { t } = useTranslation(['checkout', 'cart']);
  return (
    <section className="sf-checkout__section" aria-labelledby="sf-checkout-lines">
      <h2 id="sf-checkout-lines">{t('lines.title')}</h2>
      {lines.length === 0 ? (
        <p>{t('lines.empty')}</p>
      ) : (
        <ul className="fw-card sf-checkout__lines" data-testid="checkout-lines">
          {lines.map((line) => (
            <li key={line._id} className="sf-checkout__line">
              <span className="sf-checkout__line-title">{line.title}</span>
              <span className="sf-checkout__line-qty">
                {t('cart:quantity', { count: line.quantity })}
                {(line.freeQuantity ?? 0) > 0 && <> · {t('lines.free', { count: line.freeQuantity })}</>}
              </span>
              <span className="sf-checkout__line-total">{formatDollars(line.lineTotal ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
