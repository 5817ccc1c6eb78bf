import { type CheckoutBlockedReason, closedCheckoutText } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { useSeason } from '../data/season';
import { languageOf } from '../i18n/i18n';

/**
 * The sentence saying why checkout is blocked. Outside the sales window it follows the saved
 * calendar (core's closedCheckoutText, the same sentence the server refuses with); while the
 * calendar loads, nothing is said rather than months that may not be the shop's.
 */
export function useCheckoutBlockedText(): (reason: CheckoutBlockedReason) => string {
  const { t, i18n } = useTranslation('checkout');
  const language = languageOf(i18n.language);
  const { data: season } = useSeason();
  return (reason) => {
    if (reason !== 'OUTSIDE_SALES_WINDOW') return t(`checkout:errors.${reason}`);
    if (!season) return '';
    const closed = closedCheckoutText(season, season.salesWindows, language);
    return t(closed.key, closed.params);
  };
}
