import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, Button, FormMessage, formatDate, LoadingState, Page, useRuntimeConfig, useToast } from 'shared-ui';
import './subscribe.css';

const PayPalSubscribeButton = lazy(() => import('./PayPalSubscribeButton'));

interface RecordedSubscription {
  subscriptionID: string;
  createdAt: string;
}

/**
 * The subscription screen (spec §2): PayPal's subscription button when PAYPAL_CLIENT_ID and
 * PAYPAL_PLAN_ID are set; after approval the id is recorded with POST /api/subscribe. Without that
 * configuration it says subscriptions are not available, and a customer whose subscription is
 * already recorded sees it instead of a second button.
 */
export default function SubscribeScreen() {
  const { t, i18n } = useTranslation('subscribe');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const toast = useToast();
  const config = useRuntimeConfig();
  const [recorded, setRecorded] = useState<RecordedSubscription | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.get<{ subscriptions: RecordedSubscription[] }>('/api/subscriptions').then(
      (answer) => live && setRecorded(answer.subscriptions[0] ?? null),
      // Not knowing about an earlier subscription must not hide the button.
      () => live && setRecorded(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const onApproved = useCallback(
    async (subscriptionID: string) => {
      setSaving(true);
      setSaveError(null);
      try {
        const answer = await api.post<RecordedSubscription>('/api/subscribe', { subscriptionID });
        setRecorded(answer);
        toast.success(t('success'));
      } catch (error) {
        toast.error(t('failed'));
        setSaveError(error instanceof ApiError && !error.isNetworkError ? error.message : t('failed'));
      } finally {
        setSaving(false);
      }
    },
    [t, toast],
  );

  let body: ReactNode;
  if (config.status === 'loading' || recorded === undefined) body = <LoadingState label={t('common:loading')} />;
  else if (config.status === 'failed')
    body = (
      <div className="sf-subscribe__notice sf-subscribe__notice--error" role="alert">
        <p>{t('configFailed')}</p>
        <Button variant="secondary" onClick={config.retry}>
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
  else if (!config.config.paypal)
    body = (
      <p className="sf-subscribe__notice" role="status" data-testid="subscriptions-unavailable">
        {t('notConfigured')}
      </p>
    );
  else
    body = (
      <>
        <Suspense fallback={<LoadingState label={t('loadingButton')} />}>
          <div className="sf-subscribe__button-area" aria-busy={saving}>
            <PayPalSubscribeButton
              clientId={config.config.paypal.clientId}
              planId={config.config.paypal.planId}
              language={language}
              onApproved={onApproved}
              onPayPalError={() => toast.error(t('paypalError'))}
              onCancelled={() => toast.info(t('cancelled'))}
            />
          </div>
        </Suspense>
        {saving && <LoadingState label={t('saving')} />}
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
