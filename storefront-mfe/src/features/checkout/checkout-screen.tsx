import type { ApiBody, CreateOrderAnswer } from '@fireworks/core/contract';
import { LANGUAGES } from '@fireworks/core/i18n/client';
import { REQUEST_CAPS } from '@fireworks/core/limits';
import { formatPhoneNumber, PAYMENT_MEMO, paymentAppsText, slotTextParams } from '@fireworks/core/rules';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  ApiError,
  api,
  Button,
  cartKeys,
  EmptyState,
  errorText,
  FormMessage,
  formatDollars,
  i18n,
  LoadingState,
  Page,
  queryClient,
  useCart,
  useCheckoutBlockedText,
  useRuntimeConfig,
  useToast,
} from 'shared-ui';
import { Checkbox, TextField, useDebouncedValue, useRequestKey } from 'shared-ui/forms';
import { AmountList, MemoSentence } from 'shared-ui/orders';
import { useCartTotals } from '../cart';
import { StoreLocationCard } from '../store';
import { useCreateOrder, usePickupSlots } from './api';
import { useCheckoutDraft } from './checkout-draft';
import { CheckoutLines } from './checkout-lines';
import { COMPLETE_PURCHASE, useCheckoutOptions } from './checkout-options';
import { type AddressFields, DeliveryAddressFields } from './delivery-address-fields';
import { FulfilmentChoice } from './fulfilment-choice';
import { useOrderPlaced } from './order-placed';
import { OrderPlacedPanel } from './order-placed-panel';
import './checkout.css';

type Fields = AddressFields & { fundsToAdd: string; useFunds: boolean; pickupSlotId: string };
type OrderRequest = ApiBody<'POST /api/create-order'>;

/** No answer came back (offline, a proxy's 5xx): the order may have been made all the same. */
function answerLost(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.status >= 500);
}

/**
 * The API's 409 for an Idempotency-Key sent before with another checkout (its sentence is for the
 * API's developers): the order that key made exists. Known by its sentence in either language.
 */
function keyReused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const sentence = error.body?.error;
  return LANGUAGES.some((lng) => i18n.t('orders:errors.orderIdempotencyKeyReused', { lng }) === sentence);
}

/** Payment instructions and order creation (spec §2 /checkout). Every amount shown comes from the server. */
export default function CheckoutScreen() {
  const { t, i18n } = useTranslation('checkout');
  const blockedText = useCheckoutBlockedText();
  const navigate = useNavigate();
  const toast = useToast();
  const { isPickup, orderType } = useCheckoutOptions();
  const { register, handleSubmit, watch, formState, getValues } = useForm<Fields>({
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
  const useFunds = watch('useFunds');
  // The quote follows the funds typed, once typing pauses (not a request per key).
  const fundsToAdd = useDebouncedValue(fundsText, 300);
  const totalsQuery = useCartTotals({ fundsToAdd, useFunds });
  // One totals box whatever the funds field holds: a refused quote keeps the last one answered.
  const lastTotals = useRef(totalsQuery.data);
  if (totalsQuery.data) lastTotals.current = totalsQuery.data;
  const totals = totalsQuery.data ?? lastTotals.current;
  const totalsError = totalsQuery.isError ? errorText(totalsQuery.error) : null;
  // The quote answers the funds once typing has settled: until then no error is shown for them (an
  // error about text already changed would not clear with the field), and no order can be sent.
  const fundsSettled = fundsText === fundsToAdd && !totalsQuery.isFetching;
  const fundsTyped = fundsText.trim() !== '';
  const fundsError = fundsTyped && fundsSettled ? totalsError : null;
  const pageError = !fundsTyped && fundsSettled ? totalsError : null;
  const paymentPhone = useRuntimeConfig().data?.paymentPhone ?? '';
  // One key per request: a double click or the same request sent after a lost answer finds the same
  // order; a request changed since (another slot, address, funds) is another order, with a new key.
  // Kept for the tab until answered: back at checkout after a lost answer, the same request keeps it.
  const requestKey = useRequestKey({ keep: 'create-order' });
  // The last request whose answer was lost: it may have made the order (and emptied the cart).
  const unanswered = useRef<{ body: OrderRequest; idempotencyKey: string } | null>(null);
  const createOrder = useCreateOrder();
  // Not useOneAtATime: this stays closed once the order is placed too, so a tap landing between the
  // answer and the move to the assortments (a double click) cannot send a second order.
  const inFlight = useRef(false);
  // An order refused for what was in the funds field is forgotten once the field changes.
  const resetOrder = createOrder.reset;
  useEffect(() => {
    if (fundsText !== undefined) resetOrder();
  }, [fundsText, resetOrder]);

  /**
   * Sends the order. A changed request refused after an earlier one's answer was lost: if the cart
   * is empty now, that earlier request made the order (the server empties the cart with it), so it
   * is sent again with its own key and the server answers that order, not a second one. With the
   * cart empty the earlier request cannot make an order now.
   */
  async function send(body: OrderRequest): Promise<{ created: CreateOrderAnswer; body: OrderRequest }> {
    const idempotencyKey = requestKey.keyFor(body);
    try {
      return { created: await createOrder.mutateAsync({ body, idempotencyKey }), body };
    } catch (error) {
      if (answerLost(error)) {
        unanswered.current = { body, idempotencyKey };
        throw error;
      }
      // The key's order exists: the next press is a new order, under a new key.
      if (keyReused(error)) requestKey.done();
      // Refused for a cart emptied meanwhile (the order placed in another tab, or by the earlier
      // request)? The cart is read aside, so the form stays as it is while the order is looked for.
      const now = await api('GET /api/get-cart').then(
        (answer) => answer.cart,
        () => null,
      );
      const earlier = unanswered.current;
      if (now?.length === 0 && earlier && earlier.idempotencyKey !== idempotencyKey) {
        unanswered.current = null;
        try {
          return { created: await createOrder.mutateAsync(earlier), body: earlier.body };
        } catch (replayError) {
          // Its answer lost again: the next press looks for it again.
          if (answerLost(replayError)) unanswered.current = earlier;
          else queryClient.setQueryData(cartKeys.cart, now);
          throw replayError;
        }
      }
      // An empty cart shows the empty checkout and the way to the orders.
      if (now) queryClient.setQueryData(cartKeys.cart, now);
      throw error;
    }
  }

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
      requestKey.done();
      unanswered.current = null;
      useCheckoutDraft.getState().forget();
      // The confirmation panel on the page the redirect leads to keeps what the toast cannot.
      const slot = body.pickupSlotId ? slots.find((candidate) => candidate._id === body.pickupSlotId) : undefined;
      useOrderPlaced.getState().show({
        answer: created,
        // The request answered: an earlier one, sent again, may have been for the other kind.
        isPickup: body.isPickup === true,
        slot: slot ? { _id: slot._id, date: slot.date, start: slot.start, end: slot.end } : null,
        deliveryAddress: created.deliveryAddress ?? null,
      });
      const orderPath = `/orders/${created.orderId}`;
      // The spec's text, then a link to the order's page (its payment instructions stay there).
      toast.success(
        <>
          <span>{t('created')}</span>{' '}
          <a
            href={orderPath}
            className="sf-checkout__toast-link"
            onClick={(event) => {
              event.preventDefault();
              navigate(orderPath);
            }}
          >
            {t('viewOrder', { number: created.orderNumber })}
          </a>
        </>,
      );
      navigate('/fireworks/assortments');
    } catch {
      inFlight.current = false;
    }
  });

  // Back after Create Order, or the order placed in another tab: nothing to pay for here. The order
  // just placed (this tab's) and the way to all of them, not a payment form for $0.00.
  if (cart.isSuccess && lines.length === 0 && !createOrder.isPending && !createOrder.isSuccess) {
    return (
      <Page title={t('title')}>
        <OrderPlacedPanel />
        <div className="sf-checkout__empty">
          <EmptyState>{t('lines.empty')}</EmptyState>
          <Link to="/orders">{t('seeOrders')}</Link>
          <Link className="fw-button fw-button--primary" to="/fireworks/assortments">
            {t('cart:continueShopping')}
          </Link>
        </div>
      </Page>
    );
  }

  if (!totals && !totalsError) {
    return (
      <Page title={t('title')}>
        <LoadingState label={t('loading')} />
      </Page>
    );
  }

  const phone = formatPhoneNumber(paymentPhone);
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
        {totals && (
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
        )}

        <FulfilmentChoice />
        {!isPickup && <DeliveryAddressFields<Fields> register={register} getValues={getValues} errors={formState.errors} />}

        <section className="sf-checkout__section" aria-labelledby="sf-checkout-how">
          <h2 id="sf-checkout-how">{t('howToPay')}</h2>
          {/* The order page's and the e-mails' sentences; the order number joins the memo once the order is placed. */}
          <p>{t('orders:instructions.payBy', { apps: paymentAppsText(i18n.language), phone })}</p>
          <p>{t('depositRule')}</p>
          <p>
            <strong>
              <MemoSentence messageKey="instructions.memo" memo={PAYMENT_MEMO} />
            </strong>
          </p>
          <p>{isPickup ? t('pickupNote') : <strong>{t('deliveryInstruction')}</strong>}</p>
        </section>

        {isPickup && <StoreLocationCard className="fw-card sf-checkout__store" />}
        {isPickup && slotsQuery.isSuccess && (
          <section className="sf-checkout__section" aria-labelledby="sf-checkout-slot">
            <h2 id="sf-checkout-slot">{t('pickup:chooseSlot')}</h2>
            {slots.length === 0 ? (
              <p>{t('pickup:noSlots')}</p>
            ) : (
              <div className="fw-field">
                <label className="fw-field__label" htmlFor="sf-checkout-slot-select">
                  {t('pickup:chooseSlotHint')}
                </label>
                <select
                  id="sf-checkout-slot-select"
                  className="fw-field__input sf-checkout__slot"
                  aria-invalid={formState.errors.pickupSlotId ? true : undefined}
                  aria-describedby={formState.errors.pickupSlotId ? 'sf-checkout-slot-error' : undefined}
                  {...register('pickupSlotId', { validate: (value) => value !== '' || t('pickup:slotRequired') })}
                >
                  <option value="">—</option>
                  {slots.map((slot) => (
                    <option key={slot._id} value={slot._id} disabled={slot.remaining <= 0}>
                      {t(slot.remaining > 0 ? 'pickup:slotOption' : 'pickup:slotFull', {
                        ...slot,
                        ...slotTextParams(slot, i18n.language),
                      })}
                    </option>
                  ))}
                </select>
                {formState.errors.pickupSlotId && (
                  <FormMessage kind="error" id="sf-checkout-slot-error">
                    {formState.errors.pickupSlotId.message}
                  </FormMessage>
                )}
              </div>
            )}
          </section>
        )}

        <section className="sf-checkout__section" aria-labelledby="sf-checkout-funds">
          <h2 id="sf-checkout-funds">{t('funds')}</h2>
          <TextField
            label={t('fundsToAdd')}
            hint={t('fundsToAddHint')}
            inputMode="decimal"
            maxLength={REQUEST_CAPS.amountText}
            {...register('fundsToAdd')}
            error={fundsError ?? undefined}
            announceError
          />
          <Checkbox
            label={t('useFunds', { amount: formatDollars(totals?.availableFunds ?? 0) })}
            disabled={!totals || totals.availableFunds <= 0}
            {...register('useFunds')}
          />
        </section>

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
