import { formatShopDay, isOpenAllYear } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { useSeason } from '../data/season';
import { languageOf } from '../i18n/i18n';

export { formatShopDay };

/**
 * One line saying whether checkout is open and until when, or when it opens next
 * ("Checkout opens June 1 — in 12 days"), from the saved sales calendar. While the calendar loads, an
 * empty line of the same height holds its place (the screen's first frame may be painted before the
 * answer, even one read early: its text would push what follows down); nothing on failure.
 */
export function SeasonStatus({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('season');
  const language = languageOf(i18n.language);
  const { data: season, isPending } = useSeason();
  const classes = (...more: string[]) => ['fw-season-status', ...more, className ?? ''].filter(Boolean).join(' ');
  if (!season) {
    return isPending ? (
      <p className={classes('fw-season-status--pending')} aria-hidden="true" data-testid="season-status-pending">
        {'\u00a0'}
      </p>
    ) : null;
  }
  const day = (iso: string) => formatShopDay(iso, season.today, language);
  let text: string;
  if (season.checkoutOpen && isOpenAllYear(season.salesWindows)) text = t('status.openAllYear');
  else if (season.currentWindow) text = t('status.openUntil', { date: day(season.currentWindow.end) });
  else if (season.nextWindow) text = t('status.opensOn', { date: day(season.nextWindow.start), count: season.nextWindow.daysUntil });
  else text = t('status.noWindow');
  return (
    <p className={classes(season.checkoutOpen ? 'fw-season-status--open' : '')} data-testid="season-status" data-open={season.checkoutOpen}>
      {text}
    </p>
  );
}
