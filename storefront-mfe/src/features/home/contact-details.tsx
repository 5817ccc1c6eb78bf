import { formatPhoneNumber, phoneHref } from '@fireworks/core/rules';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, useRuntimeConfig } from 'shared-ui';

/**
 * Where the store is follows the home page: its code and its texts (the pickup namespace, not
 * bundled with the first page) are asked for once the page is on screen (after the first commit),
 * so the home page never waits for them.
 */
const StoreLocationCard = lazy(() => import('../store').then((module) => ({ default: module.StoreLocationCard })));

/** The shop's phone and e-mail, from the runtime configuration (SHOP_CONTACT_PHONE / SHOP_CONTACT_EMAIL), and where the store is. */
export function ContactDetails() {
  const { t } = useTranslation('home');
  const headingId = useId();
  const config = useRuntimeConfig();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return (
    <section className="sf-home__panel sf-home__contact fw-card" aria-labelledby={headingId} data-testid="home-contact">
      <h2 id={headingId}>{t('contact.title')}</h2>
      {config.isPending && <Spinner label={t('common:loading')} />}
      {config.isError && (
        <div role="alert">
          <p>{t('contact.unavailable')}</p>
          <Button variant="secondary" onClick={() => void config.refetch()}>
            {t('contact.retry')}
          </Button>
        </div>
      )}
      {config.isSuccess && (
        <dl className="sf-home__facts">
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={phoneHref(config.data.contact.phone)}>{formatPhoneNumber(config.data.contact.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.email')}</dt>
            <dd translate="no">
              <a href={`mailto:${config.data.contact.email}`}>{config.data.contact.email}</a>
            </dd>
          </div>
        </dl>
      )}
      {shown && (
        <Suspense fallback={null}>
          <StoreLocationCard headingLevel={3} className="sf-home__store" />
        </Suspense>
      )}
    </section>
  );
}
