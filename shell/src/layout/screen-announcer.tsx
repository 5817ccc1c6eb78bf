import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** How long a new screen may take to show its heading before it is announced by the one there. */
const ANNOUNCE_WITHIN_MS = 3000;

function screenHeading(): string {
  return document.querySelector('#main h1')?.textContent?.trim() ?? '';
}

/**
 * Says which screen is open, as a page load would: the tab's title names the screen's heading
 * ("Cakes · Fireworks Shop"), and after a move to another address a polite live region reads that
 * heading once it is drawn (screens arrive from the remotes, so it waits for the heading to change).
 */
export function ScreenAnnouncer() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  const shopName = t('shopName');
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // A move to another address, not the first screen nor a change of language.
    const moved = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    const headingBefore = screenHeading();
    const announceBy = moved ? Date.now() + ANNOUNCE_WITHIN_MS : 0;
    let pending = moved;
    let titled: string | null = null;
    const update = () => {
      const heading = screenHeading();
      if (heading !== titled) {
        titled = heading;
        document.title = heading && heading !== shopName ? `${heading} · ${shopName}` : shopName;
      }
      const drawn = heading !== '' && heading !== headingBefore;
      if (!pending || (!drawn && Date.now() < announceBy)) return;
      pending = false;
      setAnnounced(heading || shopName);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const deadline = moved ? setTimeout(update, ANNOUNCE_WITHIN_MS) : undefined;
    return () => {
      observer.disconnect();
      clearTimeout(deadline);
    };
  }, [pathname, shopName]);

  return (
    <p className="fw-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="screen-announcer">
      {announced}
    </p>
  );
}
