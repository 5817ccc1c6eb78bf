import { CATEGORIES, categoryFromParam, categorySlug } from '@fireworks/core/rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The 11 categories in the spec's order. The current one is highlighted (orange, bold, disabled);
 * leaving /fireworks clears the highlight because it is derived from the address.
 */
export function CategoryBar() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const match = /^\/fireworks\/([^/]+)/.exec(pathname);
  const active = match ? categoryFromParam(decodeURIComponent(match[1] as string)) : null;
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the bar scrolls sideways: bring the highlighted category into view.
  useEffect(() => {
    if (!active) return;
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <nav className="shell-categories" aria-label={t('nav.categories')}>
      <ul ref={listRef}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <button
              type="button"
              className="shell-categories__button"
              disabled={category === active}
              aria-current={category === active ? 'page' : undefined}
              onClick={() => navigate(`/fireworks/${categorySlug(category)}`)}
            >
              {t(`categories.${category}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
