/**
 * Remembers the window's scroll position per list and restores it once the list is shown
 * (a list never seen before opens at the top, not at the previous list's position).
 */
import { useLayoutEffect } from 'react';
import { useCatalogView } from './catalog-view';

export function useScrollMemory(path: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    window.scrollTo(0, useCatalogView.getState().scroll[path] ?? 0);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => useCatalogView.getState().rememberScroll(path, window.scrollY));
    };
    // Listening starts after the restore, so the short loading page never overwrites the position.
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [path, ready]);
}
