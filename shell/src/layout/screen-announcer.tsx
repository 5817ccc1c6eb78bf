import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useScreenHeading } from 'shared-ui';

/** How long a new screen may take to show its heading before it is announced by the one there. */
const ANNOUNCE_WITHIN_MS = 3000;

/**
 * Says which screen is open, as a page load would: the tab's title names the screen's heading
 * ("Cakes · Fireworks Shop"), and after a move to another address a polite live region reads the new
 * screen's heading once it is drawn (screens arrive from the remotes, so it may come later). The
 * heading is the one the screen's `ScreenHeading` reports: nothing watches the page's changes.
 */
export function ScreenAnnouncer() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const heading = useScreenHeading((state) => state.heading);
  const [announced, setAnnounced] = useState('');
  const shopName = t('shopName');
  /** The address and heading last shown, to tell a move and a new heading apart. */
  const shown = useRef<{ pathname: string; heading: string } | null>(null);
  /** After a move: the heading the screen before showed, until the new one is drawn. */
  const waiting = useRef<{ pathname: string; headingBefore: string } | null>(null);

  useEffect(() => {
    document.title = heading && heading !== shopName ? `${heading} · ${shopName}` : shopName;
  }, [heading, shopName]);

  useEffect(() => {
    // A move to another address, not the first screen nor a change of language.
    if (shown.current && shown.current.pathname !== pathname) waiting.current = { pathname, headingBefore: shown.current.heading };
    shown.current = { pathname, heading };
    if (waiting.current && heading !== '' && heading !== waiting.current.headingBefore) {
      waiting.current = null;
      setAnnounced(heading);
    }
  }, [pathname, heading]);

  // A screen that shows no new heading in time is announced by what is there.
  useEffect(() => {
    if (waiting.current?.pathname !== pathname) return;
    const deadline = setTimeout(() => {
      if (!waiting.current) return;
      waiting.current = null;
      setAnnounced(useScreenHeading.getState().heading || shopName);
    }, ANNOUNCE_WITHIN_MS);
    return () => clearTimeout(deadline);
  }, [pathname, shopName]);

  return (
    <p className="fw-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="screen-announcer">
      {announced}
    </p>
  );
}
