import type { CartItem } from '@fireworks/core/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  type CartChange,
  EmptyState,
  errorText,
  FormMessage,
  LoadingState,
  Page,
  SeasonStatus,
  useCart,
  useCartChange,
  useCheckoutBlockedText,
  useOneAtATime,
  useToast,
} from 'shared-ui';
import { selectReturnPath, useCatalogView } from 'shared-ui/catalog';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { Checkbox } from 'shared-ui/forms';
import { COMPLETE_PURCHASE, useCheckoutOptions } from '../checkout';
import { useCartTotals } from './api';
import { CartLineItem } from './cart-line-item';
import { CartNudge } from './cart-nudge';
import { cartSaveError } from './cart-save-error';
import { CartTotalsPanel } from './cart-totals-panel';
import { DiscountRulesList } from './discount-rules-list';
import { useCartDepartures } from './use-cart-departures';
import './cart.css';

/** The cart (spec §2): lines with an Add/Remove stepper and Delete (after a Yes/No), Clear Cart, pickup, totals, checkout and the discount rules. */
export default function CartScreen() {
  const { t } = useTranslation('cart');
  const blockedText = useCheckoutBlockedText();
  const navigate = useNavigate();
  const toast = useToast();
  // The cart lives on the server: read it again on every visit (another device may have changed it).
  const cartQuery = useCart({ fresh: true });
  const cart = cartQuery.data ?? [];
  const departed = useCartDepartures(cartQuery.data);
  const change = useCartChange();
  const busy = change.isPending;
  const [confirmClear, setConfirmClear] = useState(false);
  const [deleting, setDeleting] = useState<CartItem | null>(null);
  // Continue shopping returns to the category last browsed, else to the assortments (where an order lands).
  const shoppingPath = useCatalogView(selectReturnPath) ?? '/fireworks/assortments';
  const { isPickup, setPickup, setOrderType } = useCheckoutOptions();
  const totalsQuery = useCartTotals();
  const totals = totalsQuery.data;
  // Totals remembered from the last visit show at once; checkout waits for the server's fresh quote.
  const totalsFresh = totals !== undefined && !totalsQuery.isPlaceholderData;
  const totalsError = totalsQuery.isError ? errorText(totalsQuery.error) : null;
  const blockedId = useId();

  async function save(work: CartChange, success?: string) {
    try {
      await change.mutateAsync(work);
      if (success) toast.success(success);
    } catch (error) {
      toast.error(cartSaveError(error, work.kind === 'clear' ? 'cart:saveFailed' : 'cart:updateFailed'));
    }
  }

  // One stepper change at a time: a double tap before the buttons render busy would save the cart
  // twice (the confirmations guard their own Yes).
  const oneAtATime = useOneAtATime();
  const step = (work: CartChange) => void oneAtATime(() => save(work));

  function proceed() {
    setOrderType(COMPLETE_PURCHASE);
    navigate('/checkout');
  }

  if (cartQuery.isPending && cart.length === 0) {
    return (
      <Page title={t('title')} wide>
        <LoadingState label={t('loading')} />
      </Page>
    );
  }

  const blockedReason = totals && !totals.checkoutAllowed && totals.checkoutBlockedReason;
  return (
    // The wide frame, as the item lists: beside the 320 px totals a line has room for its title,
    // its prices and the stepper on one row.
    <Page
      title={t('title')}
      wide
      actions={
        cart.length > 0 && (
          <Button variant="danger" onClick={() => setConfirmClear(true)} disabled={busy}>
            {t('clear')}
          </Button>
        )
      }
    >
      {departed.length > 0 && (
        <div data-testid="cart-departed">
          {departed.map((title) => (
            <FormMessage key={title} kind="info">
              {t('itemLeft', { title })}
            </FormMessage>
          ))}
        </div>
      )}
      <SeasonStatus />
      {cart.length === 0 ? (
        <div className="sf-cart__empty">
          <EmptyState>{t('empty')}</EmptyState>
          <Link className="fw-button fw-button--primary" to={shoppingPath}>
            {t('continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="sf-cart">
          <ul className="sf-cart__lines">
            {cart.map((line) => (
              <CartLineItem
                key={line._id}
                line={line}
                busy={busy}
                onAdd={() => step({ kind: 'set', item: line, quantity: line.quantity + 1 })}
                onRemove={() => step({ kind: 'set', item: line, quantity: line.quantity - 1 })}
                onDelete={() => setDeleting(line)}
              />
            ))}
          </ul>
          <div className="sf-cart__side">
            <Checkbox label={t('pickup')} checked={isPickup} onChange={(event) => setPickup(event.target.checked)} />
            {totalsError && <FormMessage kind="error">{t('loadError', { message: totalsError })}</FormMessage>}
            {totals && <CartNudge totals={totals} />}
            {totals ? <CartTotalsPanel totals={totals} /> : !totalsError && <LoadingState label={t('loading')} />}
            <p className="sf-cart__no-refunds">{t('noRefunds')}</p>
            <Button
              onClick={proceed}
              disabled={busy || !totalsFresh || !totals.checkoutAllowed}
              aria-describedby={blockedReason ? blockedId : undefined}
            >
              {t('checkout')}
            </Button>
            {blockedReason && (
              <p id={blockedId} className="sf-cart__blocked" data-testid="checkout-blocked">
                {blockedText(blockedReason)}
              </p>
            )}
          </div>
        </div>
      )}
      <DiscountRulesList />
      <ConfirmDialog
        open={confirmClear}
        message={t('clearConfirm')}
        busy={busy}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => save({ kind: 'clear' }, t('cleared')).then(() => setConfirmClear(false))}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('deleteConfirm', { title: deleting.title }) : ''}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? save({ kind: 'set', item: deleting, quantity: 0 }).then(() => setDeleting(null)) : undefined)}
      />
    </Page>
  );
}
