import type { CartItem } from '@fireworks/core/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  api,
  Button,
  Checkbox,
  ConfirmDialog,
  clearCart,
  EmptyState,
  FormMessage,
  LoadingState,
  Page,
  setCartQuantity,
  useSession,
  useToast,
} from 'shared-ui';
import { COMPLETE_PURCHASE, useCheckoutOptions } from '../checkout/checkout-options';
import { CartLineItem } from './CartLineItem';
import { CartTotalsPanel } from './CartTotalsPanel';
import { DiscountRulesList } from './DiscountRulesList';
import { useCartTotals } from './useCartTotals';
import './cart.css';

/** The cart (spec §2): lines with Add/Remove, Clear Cart, pickup, totals, checkout and the discount rules. */
export default function CartScreen() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const toast = useToast();
  const cart = useSession((s) => s.cart);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const { isPickup, setPickup, setOrderType } = useCheckoutOptions();
  const { totals, error: totalsError } = useCartTotals(cart);
  const blockedId = useId();

  // The cart lives on the server: read it fresh (another device may have changed it).
  useEffect(() => {
    api
      .get<{ cart: CartItem[] }>('/api/get-cart')
      .then(({ cart: fresh }) => useSession.getState().setCart(fresh))
      .catch((error) => console.error('Failed to fetch cart from database', error))
      .finally(() => setLoaded(true));
  }, []);

  async function save(work: () => Promise<unknown>, success?: string) {
    setBusy(true);
    try {
      await work();
      if (success) toast.success(success);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : t('updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  function proceed() {
    setOrderType(COMPLETE_PURCHASE);
    navigate('/checkout');
  }

  if (!loaded && cart.length === 0) {
    return (
      <Page title={t('title')}>
        <LoadingState label={t('loading')} />
      </Page>
    );
  }

  const blockedReason = totals && !totals.checkoutAllowed && totals.checkoutBlockedReason;
  return (
    <Page
      title={t('title')}
      actions={
        cart.length > 0 && (
          <Button variant="danger" onClick={() => setConfirmClear(true)} disabled={busy}>
            {t('clear')}
          </Button>
        )
      }
    >
      {cart.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="sf-cart">
          <ul className="sf-cart__lines">
            {cart.map((line) => (
              <CartLineItem
                key={line._id}
                line={line}
                busy={busy}
                onAdd={() => save(() => setCartQuantity(line, line.quantity + 1))}
                onRemove={() => save(() => setCartQuantity(line, line.quantity - 1))}
              />
            ))}
          </ul>
          <div className="sf-cart__side">
            <Checkbox label={t('pickup')} checked={isPickup} onChange={(event) => setPickup(event.target.checked)} />
            {totalsError && <FormMessage kind="error">{t('loadError', { message: totalsError })}</FormMessage>}
            {totals ? <CartTotalsPanel totals={totals} /> : !totalsError && <LoadingState label={t('loading')} />}
            <p className="sf-cart__no-refunds">{t('noRefunds')}</p>
            <Button onClick={proceed} disabled={busy || !totals?.checkoutAllowed} aria-describedby={blockedReason ? blockedId : undefined}>
              {t('checkout')}
            </Button>
            {blockedReason && (
              <p id={blockedId} className="sf-cart__blocked" data-testid="checkout-blocked">
                {t(`checkout:errors.${blockedReason}`)}
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
        onConfirm={() => save(clearCart, t('cleared')).then(() => setConfirmClear(false))}
      />
    </Page>
  );
}
