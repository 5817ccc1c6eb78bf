import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  errorText,
  FormMessage,
  formatDate,
  LoadingState,
  languageOf,
  Page,
  useOneAtATime,
  useRuntimeConfig,
  useToast,
} from 'shared-ui';
import { useSubscribe, useSubscriptions } from './api';
import './subscribe.css';

const PayPalSubscribeButton = lazy(() => import('./paypal-subscribe-button'));

/** A save that may succeed when sent again: no answer, or the server failing (not a refusal of this id). */
const mayRetry = (error: unknown) => !(error instanceof ApiError) || error.isNetworkError || error.body === null || error.status >= 500;

/**
 * The subscription screen (spec §2): PayPal's subscription button when PAYPAL_CLIENT_ID and
 * PAYPAL_PLAN_ID are set; after approval the id is recorded with POST /api/subscribe. Without that
 * configuration it says subscriptions are not available, and a customer whose subscription is
 * already recorded sees it instead of a second button.
 */
export default function SubscribeScreen() {
  const { t, i18n } = useTranslation('subscribe');
  const language = languageOf(i18n.language);
  const toast = useToast();
  const config = useRuntimeConfig();
  const subscriptions = useSubscriptions();
  // Not knowing about an earlier subscription must not hide the button.
  const recorded = subscriptions.isError ? null : subscriptions.data?.subscriptions[0];
  const subscribe = useSubscribe();
  const { mutateAsync } = subscribe;
  const saveError = subscribe.isError ? errorText(subscribe.error, { unreachable: t('failed') }) : null;
  // A subscription PayPal approved that the shop could not record yet: it is sent again (the server
  // answers the same id once recorded), never subscribed a second time (a second charge).
  const [unrecorded, setUnrecorded] = useState<string | null>(null);
  // One Try again at a time: a double tap before it renders busy would record it (and say so) twice.
  const oneAtATime = useOneAtATime();

  const onApproved = useCallback(
    async (subscriptionID: string) => {
      try {
        await mutateAsync(subscriptionID);
        setUnrecorded(null);
        toast.success(t('success'));
      } catch (error) {
        setUnrecorded(mayRetry(error) ? subscriptionID : null);
        toast.error(t('failed'));
      }
    },
    [mutateAsync, t, toast],
  );

  let body: ReactNode;
  if (config.isPending || (subscriptions.isPending && !subscriptions.isError)) body = <LoadingState label={t('common:loading')} />;
  else if (config.isError)
    body = (
      <div className="sf-subscribe__notice sf-subscribe__notice--error" role="alert">
        <p>{t('configFailed')}</p>
        <Button variant="secondary" onClick={() => void config.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else if (recorded)
    body = (
      <p className="sf-subscribe__notice sf-subscribe__notice--success" role="status" data-testid="subscription-recorded">
        {t('current', { id: recorded.subscriptionID, date: formatDate(recorded.createdAt, language) })}
      </p>
    );
  else if (unrecorded)
    body = (
      <div className="sf-subscribe__notice sf-subscribe__notice--error" role="alert">
        <p>{t('notRecorded', { id: unrecorded })}</p>
        {saveError && <p>{saveError}</p>}
        <Button variant="secondary" loading={subscribe.isPending} onClick={() => void oneAtATime(() => onApproved(unrecorded))}>
          {t('retry')}
        </Button>
      </div>
    );
  else if (!config.data.paypal)
    body = (
      <p className="sf-subscribe__notice" role="status" data-testid="subscriptions-unavailable">
        {t('notConfigured')}
      </p>
    );
  else
    body = (
      <>
        <Suspense fallback={<LoadingState label={t('loadingButton')} />}>
          <div className="sf-subscribe__button-area" aria-busy={subscribe.isPending}>
            <PayPalSubscribeButton
              clientId={config.data.paypal.clientId}
              planId={config.data.paypal.planId}
              language={language}
              onApproved={onApproved}
              onPayPalError={() => toast.error(t('paypalError'))}
              onCancelled={() => toast.info(t('cancelled'))}
            />
          </div>
        </Suspense>
        {subscribe.isPending && <LoadingState label={t('saving')} />}
        <FormMessage kind="error">{saveError}</FormMessage>
      </>
    );

  return (
    <Page title={t('title')}>
      <div className="sf-subscribe fw-card">
        <p className="sf-subscribe__intro">{t('intro')}</p>
        {body}
      </div>
    </Page>
  );
}
