import type { Language } from '@fireworks/core/i18n';
import { DEFAULT_PREORDER_WINDOWS, dateTimeFormat, MINIMUM_ORDER_CENTS, type MonthDay, parseMonthDay } from '@fireworks/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDollars, intlLocale, languageOf, ScreenHeading, SeasonStatus, useSeason, useSession } from 'shared-ui';
import { Carousel } from './carousel';
import { ContactDetails } from './contact-details';
import { FeaturedSection } from './featured-section';
import { greetingName } from './greeting-name';
import { SLIDES } from './slides';
import './home.css';

/** 'January 1 – April 30' / '1 de enero – 30 de abril': month and day only, the same every year. */
function formatMonthDayRange(from: MonthDay, to: MonthDay, language: Language): string {
  const date = ({ month, day }: MonthDay) => new Date(Date.UTC(2001, month - 1, day));
  return dateTimeFormat(intlLocale(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).formatRange(date(from), date(to));
}

const monthDay = (text: string): MonthDay => parseMonthDay(text) ?? { month: 1, day: 1 };

/**
 * The pre-order windows of the saved sales calendar: its own component, so that the calendar's answer
 * (which may land after the first drawing) draws these rows again, not the whole page.
 */
function PreorderWindows() {
  const { i18n } = useTranslation('home');
  const language = languageOf(i18n.language);
  const { data: season, isPending: seasonPending } = useSeason();
  return (
    <dl className="sf-home__facts" data-testid="home-preorder-windows">
      {season?.preorderWindows.map((window) => (
        <div key={window.start}>
          <dt>{window.label[language]}</dt>
          <dd>{formatMonthDayRange(monthDay(window.start), monthDay(window.end), language)}</dd>
        </div>
      ))}
      {/* While the calendar loads: empty rows as many as the default calendar's, holding their place. */}
      {seasonPending &&
        DEFAULT_PREORDER_WINDOWS.map((window) => (
          <div key={window.start} className="sf-home__fact--pending" aria-hidden="true" data-testid="home-preorder-pending">
            <dt>{'\u00a0'}</dt>
            <dd>{'\u00a0'}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The landing page after sign-in (spec §2 "Home page"): carousel, welcome panel, contact details,
 * then the featured items (issue 18 item 2), below the first screenful so they never move it.
 * The pre-order windows and the season line come from the saved sales calendar (GET /api/season).
 */
export default function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const language = languageOf(i18n.language);
  // The name, not the user: a new answer for the same person draws nothing again.
  const name = useSession((s) => (s.user ? greetingName(s.user) : ''));
  const titleId = useId();
  return (
    <div className="sf-home">
      <Carousel slides={SLIDES.map((slide) => ({ src: slide.src, alt: t(slide.altKey) }))} label={t('carousel.label')} />
      <section className="sf-home__panel sf-home__welcome fw-card" aria-labelledby={titleId} data-testid="home-welcome">
        <ScreenHeading id={titleId}>{t('title')}</ScreenHeading>
        {name && <p className="sf-home__greeting">{t('greeting', { name })}</p>}
        <p className="sf-home__tagline">{t('tagline')}</p>
        {/* The call to action into the catalogue (issue 18): /fireworks opens its first category. */}
        <p className="sf-home__cta">
          <Link to="/fireworks" className="fw-button fw-button--primary" data-testid="home-cta">
            {t('shopCta')}
          </Link>
        </p>
        <SeasonStatus />
        <h2>{t('preOrder.title')}</h2>
        <PreorderWindows />
        <h2>{t('minimum.title')}</h2>
        <p>{t('minimum.text', { amount: formatDollars(MINIMUM_ORDER_CENTS / 100, language, { wholeDollars: true }) })}</p>
      </section>
      <ContactDetails />
      <FeaturedSection />
    </div>
  );
}
