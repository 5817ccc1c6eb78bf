import { type FocusEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Slide {
  src: string;
  alt: string;
}

/** Spec §9: a new picture every 3 seconds. */
export const SLIDE_INTERVAL_MS = 3000;
/** The pictures' own size (16:9); the browser reserves the space before they load. */
const WIDTH = 1200;
const HEIGHT = 675;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * A fading picture carousel (spec §2 "Home page"): advances every 3 s and loops, with previous/next
 * arrows. It holds still while the pointer is over it or focus is inside it, and does not start on
 * its own for people who ask for reduced motion; the pause/play button stops and starts it (WCAG 2.2.2).
 * Follows the WAI-ARIA carousel pattern: slides are labelled groups, announced only while it is still.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused && slides.length > 1;

  // A new timer after every change, so a click on an arrow also gets its full 3 seconds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, slides.length]);

  // Someone who turns on reduced motion while the page is open gets a still carousel too.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => query.matches && setStopped(true);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="sf-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="sf-carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // The WAI-ARIA carousel pattern: each slide is a group with the role description "slide".
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not pictures
          <div
            key={slide.alt}
            className={`sf-carousel__slide${i === index ? ' sf-carousel__slide--active' : ''}`}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { current: i + 1, total: slides.length })}
            aria-hidden={i !== index}
            data-testid="carousel-slide"
          >
            {/* The first picture is the largest paint of the page: fetched at once, never lazily. */}
            <img
              src={slide.src}
              alt={slide.alt}
              width={WIDTH}
              height={HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          </div>
        ))}
      </div>
      <div className="sf-carousel__controls">
        <button type="button" className="fw-icon-button sf-carousel__button" aria-label={t('carousel.previous')} onClick={() => go(-1)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
          </svg>
        </button>
        <button
          type="button"
          className="fw-icon-button sf-carousel__button"
          aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
          onClick={() => setStopped((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={stopped ? 'M8 5v14l11-7z' : 'M6 5h4v14H6zm8 0h4v14h-4z'} />
          </svg>
        </button>
        <span className="sf-carousel__position" aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
        <button type="button" className="fw-icon-button sf-carousel__button" aria-label={t('carousel.next')} onClick={() => go(1)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
          </svg>
        </button>
      </div>
    </section>
  );
}
