import type { CartItem } from '@fireworks/core/contract';
import { exceedsStock } from '@fireworks/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CART_IMAGE_SIZES, FormMessage, formatDollars, formatPriceText, pictureSources } from 'shared-ui';

interface CartLineItemProps {
  line: CartItem;
  busy: boolean;
  onAdd(): void;
  onRemove(): void;
  /** Asks to take the whole line out (the screen confirms first). */
  onDelete(): void;
}

/**
 * One cart line (spec §2): image, title, quantity in pcs with the BOGO free units, line total, and
 * the spec's Add and Remove buttons arranged as a stepper around the quantity (Remove − 2 pcs + Add),
 * plus Delete for the whole line. When the line takes more units than are left (a BOGO line takes
 * its free units too), it says so.
 */
export function CartLineItem({ line, busy, onAdd, onRemove, onDelete }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const short = exceedsStock({ quantity: line.quantity, bogo: line.BOGO }, line.stock);
  const atStock = exceedsStock({ quantity: line.quantity + 1, bogo: line.BOGO }, line.stock);
  return (
    <li className={line.BOGO ? 'fw-card sf-cart__line sf-cart__line--bogo' : 'fw-card sf-cart__line'} data-testid="cart-line">
      <img
        className="sf-cart__image"
        {...pictureSources(line.imageUrl, line.imageSrcset, CART_IMAGE_SIZES)}
        alt=""
        width={96}
        height={96}
      />
      <div className="sf-cart__details">
        <h2 id={titleId} className="sf-cart__title">
          {line.title}
        </h2>
        {(line.freeQuantity ?? 0) > 0 && <p className="sf-cart__free">{t('freeUnits', { count: line.freeQuantity })}</p>}
        <p className="sf-cart__price">{t('price', { price: formatPriceText(line.price) })}</p>
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
        <fieldset className="sf-cart__stepper" aria-labelledby={titleId}>
          <Button
            variant="secondary"
            className="sf-cart__step"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('removeOne', { title: line.title })}
          >
            <span aria-hidden="true">−</span> {t('remove')}
          </Button>
          {/* The quantity between the two buttons, read out again after each change. */}
          <output className="sf-cart__quantity" aria-live="polite">
            {t('quantity', { count: line.quantity })}
          </output>
          <Button
            variant="secondary"
            className="sf-cart__step"
            onClick={onAdd}
            disabled={busy || atStock}
            aria-label={t('addOne', { title: line.title })}
          >
            <span aria-hidden="true">+</span> {t('add')}
          </Button>
        </fieldset>
        <Button
          variant="ghost"
          className="sf-cart__delete"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('deleteLine', { title: line.title })}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
