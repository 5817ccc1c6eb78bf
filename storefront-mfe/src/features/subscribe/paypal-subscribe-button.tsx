/**
 * PayPal's subscription button (@paypal/react-paypal-js), loaded only on /subscribe and only when
 * the shop has PayPal configured (this module is imported lazily by SubscribeScreen).
 * If PayPal's script cannot be fetched (offline, blocked, PayPal down) the screen says so plainly
 * instead of leaving an empty space, and offers to try again.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingState } from 'shared-ui';

/** After this long without PayPal's script, say it could not be loaded (it may still arrive). */
export const SCRIPT_TIMEOUT_MS = 15_000;

export interface PayPalSubscribeButtonProps {
  clientId: string;
  planId: string;
  language: 'en' | 'es';
  /** Called with PayPal's subscription id once the customer approved the subscription. */
  onApproved(subscriptionID: string): Promise<void>;
  onPayPalError(): void;
  onCancelled(): void;
}

function ButtonArea({ planId, onApproved, onPayPalError, onCancelled, onRetry }: PayPalSubscribeButtonProps & { onRetry(): void }) {
  const { t } = useTranslation('subscribe');
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setSlow(true), SCRIPT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isPending]);

  if (isRejected || (isPending && slow)) {
    return (
      <div className="sf-subscribe__notice sf-subscribe__notice--error" role="alert" data-testid="paypal-unavailable">
        <p>{t('scriptFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {isPending && <LoadingState label={t('loadingButton')} />}
      <PayPalButtons
        className="sf-subscribe__buttons"
        style={{ layout: 'vertical', label: 'subscribe', shape: 'rect' }}
        createSubscription={(_data, actions) => actions.subscription.create({ plan_id: planId })}
        onApprove={async (data) => {
          if (data.subscriptionID) await onApproved(data.subscriptionID);
          else onPayPalError();
        }}
        onCancel={() => onCancelled()}
        onError={() => onPayPalError()}
      />
    </>
  );
}

export default function PayPalSubscribeButton(props: PayPalSubscribeButtonProps) {
  // A new provider on "try again" inserts PayPal's script afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <PayPalScriptProvider
      key={`${attempt}-${props.language}`}
      options={{
        clientId: props.clientId,
        vault: true,
        intent: 'subscription',
        components: 'buttons',
        locale: props.language === 'es' ? 'es_US' : 'en_US',
      }}
    >
      <ButtonArea {...props} onRetry={() => setAttempt((n) => n + 1)} />
    </PayPalScriptProvider>
  );
}
