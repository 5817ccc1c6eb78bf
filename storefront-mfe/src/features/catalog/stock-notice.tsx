import { stockLevel } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';

/** "Only N left" when few units remain, "Sold out" at 0; nothing when stock is plenty or not tracked. */
export function StockNotice({ stock }: { stock: number | null }) {
  const { t } = useTranslation('stock');
  const level = stockLevel(stock);
  if (level.kind === 'plenty') return null;
  return level.kind === 'soldOut' ? (
    <p className="sf-stock sf-stock--sold-out">{t('soldOut')}</p>
  ) : (
    <p className="sf-stock sf-stock--few">{t('onlyLeft', { count: level.left })}</p>
  );
}
