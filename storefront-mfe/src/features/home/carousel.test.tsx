import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from 'shared-ui';
import { Carousel, SLIDE_INTERVAL_MS } from './carousel';

const slides = ['one', 'two', 'three', 'four', 'five'].map((name) => ({ src: `/${name}.svg`, alt: `picture ${name}` }));

function activeSlide(): number {
  return screen.getAllByTestId('carousel-slide').findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
}

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
  void i18n.changeLanguage('en');
});
afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('shows the first picture, advances every 3 seconds and loops after the fifth', () => {
    render(<Carousel slides={slides} label="Gallery" />);
    expect(activeSlide()).toBe(0);
    wait(SLIDE_INTERVAL_MS - 1);
    expect(activeSlide()).toBe(0);
    wait(1);
    expect(activeSlide()).toBe(1);
    for (const expected of [2, 3, 4, 0]) {
      wait(SLIDE_INTERVAL_MS);
      expect(activeSlide()).toBe(expected);
    }
  });

  it('moves with the arrows in both directions, wrapping at the ends', () => {
    render(<Carousel slides={slides} label="Gallery" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(activeSlide()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(activeSlide()).toBe(1);
  });

  it('holds still while the pointer is over it or focus is inside, then goes on', () => {
    render(<Carousel slides={slides} label="Gallery" />);
    const carousel = screen.getByRole('region', { name: 'Gallery' });
    fireEvent.mouseEnter(carousel);
    wait(SLIDE_INTERVAL_MS * 3);
    expect(activeSlide()).toBe(0);
    fireEvent.mouseLeave(carousel);
    wait(SLIDE_INTERVAL_MS);
    expect(activeSlide()).toBe(1);

    const next = screen.getByRole('button', { name: 'Next picture' });
    act(() => next.focus());
    wait(SLIDE_INTERVAL_MS * 3);
    expect(activeSlide()).toBe(1);
    act(() => next.blur());
    wait(SLIDE_INTERVAL_MS);
    expect(activeSlide()).toBe(2);
  });

  it('announces the current picture only while it holds still', () => {
    render(<Carousel slides={slides} label="Gallery" />);
    const viewport = screen.getAllByTestId('carousel-slide')[0]?.parentElement as HTMLElement;
    expect(viewport).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    expect(viewport).toHaveAttribute('aria-live', 'polite');
  });

  it('stops and starts with the pause/play button', () => {
    render(<Carousel slides={slides} label="Gallery" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    wait(SLIDE_INTERVAL_MS * 2);
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    wait(SLIDE_INTERVAL_MS);
    expect(activeSlide()).toBe(1);
  });

  it('does not start on its own for people who ask for reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel slides={slides} label="Gallery" />);
    wait(SLIDE_INTERVAL_MS * 3);
    expect(activeSlide()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(activeSlide()).toBe(1);
  });

  it('fetches the first picture at once with its size, and the others lazily', () => {
    render(<Carousel slides={slides} label="Gallery" />);
    const images = screen.getAllByRole('img', { hidden: true }) as HTMLImageElement[];
    expect(images).toHaveLength(5);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '675');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]?.alt).toBe('picture one');
  });
});
