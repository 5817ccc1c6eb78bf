import { CATEGORIES, type Category } from '@fireworks/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from 'shared-ui/forms';
import { SORTS, type Sort } from './product-sort';

/** The products table's search, category filter and sort; each change goes to the address (an empty value removes it). */
export function ProductsFilters({
  query,
  category,
  sort,
  onChange,
}: {
  query: string;
  category: Category | null;
  sort: Sort;
  onChange(key: string, value: string): void;
}) {
  const { t } = useTranslation('catalog');
  const categoryId = useId();
  const sortId = useId();
  return (
    <div className="fw-toolbar ad-products__filters">
      <SearchBox label={t('products.search')} value={query} onChange={(value) => onChange('q', value)} />
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={categoryId}>
          {t('products.category')}
        </label>
        <select id={categoryId} value={category ?? ''} onChange={(event) => onChange('category', event.target.value)}>
          <option value="">{t('products.allCategories')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`common:categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={sortId}>
          {t('products.sort')}
        </label>
        <select id={sortId} value={sort} onChange={(event) => onChange('sort', event.target.value === 'title' ? '' : event.target.value)}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`products.sort${s[0]?.toUpperCase()}${s.slice(1)}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
