import { slotTextParams } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';

/**
 * A pickup slot as every screen names it, in the interface language: 'Fri, Nov 20, 1:00 PM–2:00 PM'
 * in English (12-hour), 'vie, 20 nov, 13:00–14:00' in Spanish: core's slot formatter, the one the
 * e-mails use, for the storefront and the admin console alike.
 */
export function useSlotText(): (slot: { date: string; start: string; end: string }) => string {
  const { t, i18n } = useTranslation('pickup');
  return (slot) => t('pickup:slot', slotTextParams(slot, i18n.language));
}
