import { formatSlotDate } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';

/** A slot as the counter names it: "Wed, Nov 18, 13:00–14:00" (the day in the admin's language, the console's 24-hour times). */
export function useSlotText(): (slot: { date: string; start: string; end: string }) => string {
  const { t, i18n } = useTranslation('pickup');
  return (slot) => t('slot', { date: formatSlotDate(slot.date, i18n.language), start: slot.start, end: slot.end });
}
