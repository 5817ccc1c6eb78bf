import type { Item } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';

/** Under two minutes a duration is told in seconds ('about 45 seconds'), from there in minutes ('about 3 minutes'). */
const SECONDS_TOLD_UP_TO = 119;

/**
 * The item's optional details on the product page (issue 40 item 4): effects, duration, shot count
 * and safety notes, as a definition list of those given; nothing when none is.
 */
export function ProductFacts({ item }: { item: Item }) {
  const { t } = useTranslation('catalog');
  // The admin's own text is shop data, shown as written in every language (translate="no").
  const facts: [term: string, value: string, data?: boolean][] = [];
  if (item.effects) facts.push([t('product.effects'), item.effects, true]);
  const seconds = item.durationSeconds;
  if (seconds !== null) {
    const about =
      seconds <= SECONDS_TOLD_UP_TO
        ? t('product.aboutSeconds', { count: seconds })
        : t('product.aboutMinutes', { count: Math.round(seconds / 60) });
    facts.push([t('product.duration'), about]);
  }
  if (item.shotCount !== null) facts.push([t('product.shots'), String(item.shotCount)]);
  if (item.safetyNotes) facts.push([t('product.safetyNotes'), item.safetyNotes, true]);
  if (facts.length === 0) return null;
  return (
    <>
      <h2>{t('product.facts')}</h2>
      <dl className="sf-product__facts">
        {facts.map(([term, value, data]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd translate={data ? 'no' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
