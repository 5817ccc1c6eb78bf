import { useEffect } from 'react';
import { currentLanguage, formatDollars, formatShopDay } from 'shared-ui';

/**
 * The page's first number or date formatter makes V8 list the locales they support: 30–50 ms on a
 * laptop and four times that on a mid-range phone (measured in Chromium; i18next's PluralRules does
 * not pay it). The season line's and the
 * prices' formatters are built in a task of their own after the first paint, while the page usually
 * waits for its screen's code and reads, so that cost is not added to the render that first shows a
 * date or a price.
 */
export function useLocaleDataWarmUp(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const today = new Date().toISOString().slice(0, 10);
      formatShopDay(today, today, currentLanguage());
      formatDollars(0);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
