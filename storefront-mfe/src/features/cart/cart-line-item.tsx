import type { CartItem } from '@fireworks/core/contract';
import { exceedsStock } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage, formatDollars } from 'shared-ui';

export interface CartLineItemProps {
  line: CartItem;
  busy: boolean;
  onAdd(): void;
  onRemove(): void;
}

/**
 * One cart line (spec §2): image, title, quantity in pcs with the BOGO free units, line total, Add and Remove.
 * When the line takes more units than are left (a BOGO line takes its free units too), it says so.
 */
export function CartLineItem({ line, busy, onAdd, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const short = exceedsStock({ quantity: line.quantity, bogo: line.BOGO }, line.stock);
  const atStock = exceedsStock({ quantity: line.quantity + 1, bogo: line.BOGO }, line.stock);
  return (
    <li className={line.BOGO ? 'fw-card sf-cart__line sf-cart__line--bogo' : 'fw-card sf-cart__line'} data-testid="cart-line">
      <img className="sf-cart__image" src={line.imageUrl} alt="" width={96} height={96} />
      <div className="sf-cart__details">
        <h2 className="sf-cart__title">{line.title}</h2>
        <p className="sf-cart__quantity">
          {t('quantity', { count: line.quantity })}
          {(line.freeQuantity ?? 0) > 0 && <strong className="sf-cart__free"> {t('freeUnits', { count: line.freeQuantity })}</strong>}
        </p>
        <p className="sf-cart__price">{t('price', { price: line.price })}</p>
        <p className="sf-cart__line-total">{t('lineTotal', { amount: formatDollars(line.lineTotal ?? 0) })}</p>
        {short && (
          <FormMessage kind="error">
            {line.stock === 0
              ? t('stock:cartSoldOut', { title: line.title })
              : t('stock:cartTooMany', { title: line.title, count: line.stock })}
          </FormMessage>
        )}
      </div>
      <div className="sf-cart__actions">
        <Button variant="secondary" onClick={onAdd} disabled={busy || atStock} aria-label={t('addOne', { title: line.title })}>
          {t('add')}
        </Button>
        <Button variant="secondary" onClick={onRemove} disabled={busy} aria-label={t('removeOne', { title: line.title })}>
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
