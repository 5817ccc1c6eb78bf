import finale from './slides/finale.svg';
import fountains from './slides/fountains.svg';
import newYear from './slides/new-year.svg';
import rockets from './slides/rockets.svg';
import sparklers from './slides/sparklers.svg';

/** The five carousel pictures (drawn by scripts/make-carousel-art.mjs) and the key of each one's text. */
export const SLIDES = [
  { src: finale, altKey: 'carousel.slides.finale' },
  { src: fountains, altKey: 'carousel.slides.fountains' },
  { src: sparklers, altKey: 'carousel.slides.sparklers' },
  { src: rockets, altKey: 'carousel.slides.rockets' },
  { src: newYear, altKey: 'carousel.slides.newYear' },
] as const;
