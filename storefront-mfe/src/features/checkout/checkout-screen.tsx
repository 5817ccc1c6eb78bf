import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, errorText, FormMessage, LoadingState, Page, useCart, useCheckoutBlockedText, useRuntimeConfig } from 'shared-ui';
import { StoreLocationCard } from '../store';
import { usePickupSlots } from './api';
import { CheckoutAmounts } from './checkout-amounts';
import { useCheckoutDraft } from './checkout-draft';
import type { CheckoutFields } from './checkout-fields';
import { CheckoutLines } from './checkout-lines';
import { COMPLETE_PURCHASE, useCheckoutOptions } from './checkout-options';
import { DeliveryAddressFields } from './delivery-address-fields';
import { EmptyCheckout } from './empty-checkout';
import { FulfilmentChoice } from './fulfilment-choice';
import { FundsSection } from './funds-section';
import { HowToPay } from './how-to-pay';
import { keyReused } from './order-request-errors';
import { PickupSlotField } from './pickup-slot-field';
import { useAnnounceOrderPlaced } from './use-announce-order-placed';
import { useFundsQuote } from './use-funds-quote';
import { useSendOrder } from './use-send-order';
import './checkout.css';

/** Payment instructions and order creation (spec §2 /checkout). Every amount shown comes from the server. */
export default function CheckoutScreen() {
  const { t } = useTranslation('checkout');
  const blockedText = useCheckoutBlockedText();
  const { isPickup, orderType } = useCheckoutOptions();
  const { register, handleSubmit, watch, formState, getValues } = useForm<CheckoutFields>({
    defaultValues: { fundsToAdd: '', useFunds: false, pickupSlotId: '', ...useCheckoutDraft.getState().address },
  });
  // The address typed so far outlives a session that ends before the order is sent (see checkout-draft).
  useEffect(() => {
    const subscription = watch(({ street = '', city = '', zip = '' }) => useCheckoutDraft.getState().keepAddress({ street, city, zip }));
    return () => subscription.unsubscribe();
  }, [watch]);
  const cart = useCart();
  const lines = cart.data ?? [];
  const slotsQuery = usePickupSlots(isPickup);
  const slots = isPickup ? (slotsQuery.data ?? []) : [];
  // A pickup order waits for the times to choose from: sent without one, the server books the earliest.
  const slotsLoading = isPickup && slotsQuery.isPending;
  const fundsText = watch('fundsToAdd');
  const { totals, totalsError, fundsTyped, fundsSettled, fundsError, pageError } = useFundsQuote(fundsText, watch('useFunds'));
  const paymentPhone = useRuntimeConfig().data?.paymentPhone ?? '';
  const { send, sent, createOrder } = useSendOrder();
  const announceOrderPlaced = useAnnounceOrderPlaced(slots);
  // Not useOneAtATime: this stays closed once the order is placed too, so a tap landing between the
  // answer and the move to the assortments (a double click) cannot send a second order.
  const inFlight = useRef(false);
  // An order refused for what was in the funds field is forgotten once the field changes.
  const resetOrder = createOrder.reset;
  useEffect(() => {
    if (fundsText !== undefined) resetOrder();
  }, [fundsText, resetOrder]);

  const submit = handleSubmit(async (fields) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { created, body } = await send({
        FundstoAdd: fields.fundsToAdd.trim() || 0,
        isPickup,
        useFunds: fields.useFunds,
        ...(isPickup && fields.pickupSlotId ? { pickupSlotId: fields.pickupSlotId } : {}),
        ...(isPickup ? {} : { deliveryAddress: { street: fields.street, city: fields.city, zip: fields.zip } }),
      });
      sent();
      useCheckoutDraft.getState().forget();
      announceOrderPlaced(created, body);
    } catch {
      inFlight.current = false;
    }
  });

  // Back after Create Order, or the order placed in another tab: nothing to pay for here.
  if (cart.isSuccess && lines.length === 0 && !createOrder.isPending && !createOrder.isSuccess) {
    return <EmptyCheckout />;
  }

  if (!totals && !totalsError) {
    return (
      <Page title={t('title')}>
        <LoadingState label={t('loading')} />
      </Page>
    );
  }

  const submitError = !createOrder.isError
    ? null
    : keyReused(createOrder.error)
      ? t('errors.orderMayBePlaced')
      : // No answer: the order may have been made. Pressing again is safe (the same request keeps its
        // key; a changed one after an order made finds that order), and the sentence says so.
        errorText(createOrder.error, { unreachable: t('errors.noAnswer') });
  const blockedReason = totals && !totals.checkoutAllowed ? totals.checkoutBlockedReason : null;
  return (
    <Page title={t('title')}>
      <form onSubmit={submit} noValidate aria-label={t('title')}>
        <p className="sf-checkout__type">{t('orderType', { type: orderType === COMPLETE_PURCHASE ? t('completePurchase') : orderType })}</p>
        {/* The spec's label stays; beside it what it means to a customer. */}
        {orderType === COMPLETE_PURCHASE && <p className="sf-checkout__type-help">{t('orderTypeHelp')}</p>}
        <CheckoutLines lines={lines} />
        {totals && <CheckoutAmounts totals={totals} />}

        <FulfilmentChoice />
        {!isPickup && <DeliveryAddressFields<CheckoutFields> register={register} getValues={getValues} errors={formState.errors} />}

        <HowToPay isPickup={isPickup} paymentPhone={paymentPhone} />

        {isPickup && <StoreLocationCard className="fw-card sf-checkout__store" />}
        {isPickup && slotsQuery.isSuccess && <PickupSlotField slots={slots} register={register} error={formState.errors.pickupSlotId} />}

        <FundsSection register={register} fundsError={fundsError} totals={totals} />

        {pageError && <FormMessage kind="error">{t('errorPrefix', { message: pageError })}</FormMessage>}
        {blockedReason && <FormMessage kind="info">{blockedText(blockedReason)}</FormMessage>}
        {submitError && <FormMessage kind="error">{t('errorPrefix', { message: submitError })}</FormMessage>}
        {keyReused(createOrder.error) && <Link to="/orders">{t('seeOrders')}</Link>}
        <div className="sf-checkout__actions">
          <Link to="/cart">{t('backToCart')}</Link>
          <Button
            type="submit"
            loading={createOrder.isPending || createOrder.isSuccess}
            disabled={!totals?.checkoutAllowed || Boolean(totalsError) || (fundsTyped && !fundsSettled) || slotsLoading}
          >
            {t('createOrder')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
