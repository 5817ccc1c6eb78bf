import { storeHours } from '@fireworks/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from 'shared-ui';
import { useStoreLocation } from './api';
import './store-location.css';

/**
 * Where the store is (issue 40 item 3): its address, opening hours in the reader's language and a
 * map link, as the admin wrote them. Nothing while the shop has no address (or it cannot be read):
 * the screens around it stand without it.
 */
export function StoreLocationCard({ className = '', headingLevel = 2 }: { className?: string; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('pickup');
  const headingId = useId();
  const { data: location } = useStoreLocation();
  if (!location || location.address === '') return null;
  const hours = storeHours(location, languageOf(i18n.language));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`sf-store ${className}`.trim()} aria-labelledby={headingId} data-testid="store-location">
      <Heading id={headingId} className="sf-store__title">
        {t('store.title')}
      </Heading>
      <dl className="sf-store__facts">
        <div>
          <dt>{t('store.address')}</dt>
          <dd className="sf-store__address" translate="no">
            {location.address}
          </dd>
        </div>
        {hours && (
          <div>
            <dt>{t('store.hours')}</dt>
            <dd className="sf-store__hours">{hours}</dd>
          </div>
        )}
      </dl>
      {location.mapUrl && (
        <p>
          <a href={location.mapUrl} target="_blank" rel="noopener noreferrer" aria-label={t('store.mapLabel')}>
            {t('store.map')}
          </a>
        </p>
      )}
    </section>
  );
}
