import { CATEGORIES, categoryFromParam, categorySlug } from '@fireworks/core/rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, matchPath, useLocation } from 'react-router-dom';
import './category-bar.css';

/**
 * The 11 categories in the spec's order, each a link to `pattern` (a route list's catalogue path,
 * e.g. '/fireworks/:category') with its slug, so one opens in a new tab too (issue 40 item 8). The
 * current one is highlighted (orange, bold, disabled: aria-disabled, a click stays put); leaving
 * the list clears the highlight because it is derived from the address.
 */
export function CategoryBar({ pattern }: { pattern: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const param = matchPath(pattern, pathname)?.params.category;
  const active = param ? categoryFromParam(param) : null;
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the bar scrolls sideways: bring the highlighted category into view, moving
  // the bar only (scrollIntoView would also move the page, undoing a list's restored scroll position).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!active || !list || !current) return;
    const bar = list.getBoundingClientRect();
    const button = current.getBoundingClientRect();
    if (button.left < bar.left) list.scrollLeft -= bar.left - button.left;
    else if (button.right > bar.right) list.scrollLeft += button.right - bar.right;
  }, [active]);

  return (
    <nav className="fw-categories" aria-label={t('nav.categories')}>
      <ul ref={listRef}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={generatePath(pattern, { category: categorySlug(category) })}
              className="fw-categories__button"
              aria-current={category === active ? 'page' : undefined}
              aria-disabled={category === active ? true : undefined}
              onClick={(event) => {
                if (category === active) event.preventDefault();
              }}
            >
              {t(`categories.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
