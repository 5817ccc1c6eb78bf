import { type ComponentPropsWithoutRef, useLayoutEffect, useRef } from 'react';
import { create } from 'zustand';

/** The open screen's heading as its h1 reads (empty while no screen shows one). */
export const useScreenHeading = create<{ heading: string }>(() => ({ heading: '' }));

function report(heading: string) {
  if (useScreenHeading.getState().heading !== heading) useScreenHeading.setState({ heading });
}

/**
 * A screen's h1. It reports its text after each render, so the shell names the tab and announces a
 * new screen from it instead of watching every change to the page.
 */
export function ScreenHeading(props: ComponentPropsWithoutRef<'h1'>) {
  const ref = useRef<HTMLHeadingElement>(null);
  const reported = useRef('');
  useLayoutEffect(() => {
    reported.current = ref.current?.textContent?.trim() ?? '';
    report(reported.current);
  });
  // Leaving the page: the screen that follows reports its own (a loading state has none).
  useLayoutEffect(
    () => () => {
      if (useScreenHeading.getState().heading === reported.current) report('');
    },
    [],
  );
  return <h1 ref={ref} {...props} />;
}
