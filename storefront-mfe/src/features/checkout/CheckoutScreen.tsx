import type { RuntimeConfig } from '@fireworks/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  AmountList,
  api,
  Button,
  Checkbox,
  FormMessage,
  formatDollars,
  LoadingState,
  Page,
  TextField,
  useSession,
  useToast,
} from 'shared-ui';
import { useCartTotals } from '../cart/useCartTotals';
import { COMPLETE_PURCHASE, useCheckoutOptions } from './checkout-options';
import { formatPhone } from './format-phone';
import { newIdempotencyKey } from './idempotency-key';
import { useDebouncedValue } from './useDebouncedValue';
import './checkout.css';

/** Payment instructions and order creation (spec §2 /checkout). Every amount shown comes from the server. */
export default function CheckoutScreen() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const toast = useToast();
  const cart = useSession((s) => s.cart);
  const { isPickup, orderType } = useCheckoutOptions();
  const [fundsText, setFundsText] = useState('');
  const [useFunds, setUseFunds] = useState(false);
  const fundsToAdd = useDebouncedValue(fundsText, 300);
  const { totals, error: totalsError } = useCartTotals(cart, { fundsToAdd, useFunds });
  const [paymentPhone, setPaymentPhone] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One key per visit: a double click or a retry after a lost answer finds the same order.
  const idempotencyKey = useRef(newIdempotencyKey()).current;
  const inFlight = useRef(false);

  useEffect(() => {
    api
      .get<RuntimeConfig>('/api/config', { auth: false })
      .then((config) => setPaymentPhone(config.paymentPhone))
      .catch(() => setPaymentPhone(''));
  }, []);

  async function createOrder() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await api.post('/api/create-order', { FundstoAdd: fundsText.trim() || 0, isPickup, useFunds }, { idempotencyKey });
      useSession.getState().setCart([]);
      toast.success(t('created'));
      navigate('/fireworks/assortments');
    } catch (error) {
      setSubmitError((error as Error).message);
      setSubmitting(false);
      inFlight.current = false;
    }
  }

  if (!totals && !totalsError) {
    return (
      <Page title={t('title')}>
        <LoadingState label={t('loading')} />
      </Page>
    );
  }

  const phone = formatPhone(paymentPhone);
  const blockedReason = totals && !totals.checkoutAllowed ? totals.checkoutBlockedReason : null;
  return (
    <Page title={t('title')}>
      <p className="sf-checkout__type">{t('orderType', { type: orderType === COMPLETE_PURCHASE ? t('completePurchase') : orderType })}</p>
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

      <section className="sf-checkout__section" aria-labelledby="sf-checkout-how">
        <h2 id="sf-checkout-how">{t('howToPay')}</h2>
        <p>{t('payBy', { phone })}</p>
        <p>{t('depositRule')}</p>
        <p>
          <strong>{t('messageInstruction')}</strong>
        </p>
        <p>{isPickup ? t('pickupNote') : <strong>{t('deliveryInstruction')}</strong>}</p>
      </section>

      <section className="sf-checkout__section" aria-labelledby="sf-checkout-funds">
        <h2 id="sf-checkout-funds">{t('funds')}</h2>
        <TextField
          label={t('fundsToAdd')}
          hint={t('fundsToAddHint')}
          inputMode="decimal"
          value={fundsText}
          onChange={(event) => setFundsText(event.target.value)}
          error={fundsText.trim() ? (totalsError ?? undefined) : undefined}
        />
        <Checkbox
          label={t('useFunds', { amount: formatDollars(totals?.availableFunds ?? 0) })}
          checked={useFunds}
          disabled={!totals || totals.availableFunds <= 0}
          onChange={(event) => setUseFunds(event.target.checked)}
        />
      </section>

      {totalsError && !fundsText.trim() && <FormMessage kind="error">{t('errorPrefix', { message: totalsError })}</FormMessage>}
      {blockedReason && <FormMessage kind="info">{t(`errors.${blockedReason}`)}</FormMessage>}
      {submitError && <FormMessage kind="error">{t('errorPrefix', { message: submitError })}</FormMessage>}
      <div className="sf-checkout__actions">
        <Link to="/cart">{t('backToCart')}</Link>
        <Button onClick={createOrder} loading={submitting} disabled={!totals?.checkoutAllowed || Boolean(totalsError)}>
          {t('createOrder')}
        </Button>
      </div>
    </Page>
  );
}
