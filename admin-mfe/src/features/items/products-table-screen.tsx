import { categoryFromParam } from '@fireworks/core/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, errorText, FormMessage, focusMain, LoadingState, Page } from 'shared-ui';
import { matchesSearch } from '../../common/search';
import { useAllItems } from './api';
import { BulkActions } from './bulk-actions';
import { ItemForm } from './item-form';
import { COMPARE, SORTS, type Sort } from './product-sort';
import { ProductsFilters } from './products-filters';
import '../../common/admin.css';
import './items.css';

/**
 * The products table (issue 40): every item of every category in one table, with search, a category
 * filter and a sort kept in the address (?q=&category=&sort=), bulk changes of the rows chosen (show,
 * hide, price by a percentage, stock) made by the server in one transaction, and editing in a side
 * panel (the item form of the category screens). On a phone each row is a card (.ad-table).
 */
export default function ProductsTableScreen() {
  const { t } = useTranslation('catalog');
  const all = useAllItems();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = categoryFromParam(params.get('category') ?? '');
  const sort: Sort = SORTS.find((s) => s === params.get('sort')) ?? 'title';
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [editingId, setEditingId] = useState<string | null>(null);
  // A bulk change or Clear empties the selection and takes the bulk panel (and the button just used)
  // away: the keyboard goes to Select all, at the table's top, not back to the page's top.
  const selectAll = useRef<HTMLInputElement>(null);
  const [bulkDone, setBulkDone] = useState(0);
  useEffect(() => {
    if (bulkDone === 0) return;
    if (selectAll.current) selectAll.current.focus();
    else focusMain();
  }, [bulkDone]);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(
    () =>
      all.items
        .filter((item) => (category === null || item.category === category) && matchesSearch(query, [item.title, item.description]))
        .sort(COMPARE[sort]),
    [all.items, category, query, sort],
  );
  const selected = shown.filter((item) => chosen.has(item._id));
  const allShownChosen = shown.length > 0 && selected.length === shown.length;
  const editing = all.items.find((item) => item._id === editingId);
  const editingCategory = editing ? categoryFromParam(editing.category) : null;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page title={t('products.title')} wide>
      <ProductsFilters query={query} category={category} sort={sort} onChange={setParam} />
      {all.error ? (
        <FormMessage kind="error">{errorText(all.error)}</FormMessage>
      ) : all.isPending ? (
        <LoadingState label={t('products.title')} />
      ) : (
        <>
          <p className="ad-products__count" aria-live="polite">
            {t('products.count', { count: shown.length })}
            {selected.length > 0 && ` · ${t('products.selected', { count: selected.length })}`}
          </p>
          {selected.length > 0 && (
            <BulkActions
              items={selected}
              onDone={() => {
                setChosen(new Set());
                setBulkDone((count) => count + 1);
              }}
            />
          )}
          {shown.length === 0 ? (
            <EmptyState>{t('products.noMatch')}</EmptyState>
          ) : (
            <table className="ad-table ad-products">
              <caption className="fw-visually-hidden">{t('products.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      ref={selectAll}
                      aria-label={t('products.selectAll')}
                      checked={allShownChosen}
                      onChange={() => setChosen(allShownChosen ? new Set() : new Set(shown.map((item) => item._id)))}
                    />
                  </th>
                  <th scope="col">{t('products.colTitle')}</th>
                  <th scope="col">{t('products.colCategory')}</th>
                  <th scope="col" className="ad-num">
                    {t('products.colPrice')}
                  </th>
                  <th scope="col" className="ad-num">
                    {t('products.colStock')}
                  </th>
                  <th scope="col">{t('products.colVisible')}</th>
                  <th scope="col">{t('products.colBogo')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((item) => (
                  <tr key={item._id} data-testid="product-row">
                    <td className="ad-products__pick">
                      <input
                        type="checkbox"
                        aria-label={t('products.select', { title: item.title })}
                        checked={chosen.has(item._id)}
                        onChange={() => toggle(item._id)}
                      />
                    </td>
                    <th scope="row" className="ad-products__title">
                      <button
                        type="button"
                        className="ad-products__edit"
                        translate="no"
                        aria-label={t('admin.editFor', { title: item.title })}
                        onClick={() => setEditingId(item._id)}
                      >
                        {item.title}
                      </button>
                    </th>
                    <td data-label={t('products.colCategory')}>{t(`common:categories.${item.category}`)}</td>
                    <td data-label={t('products.colPrice')} className="ad-num">
                      {item.price}
                    </td>
                    <td data-label={t('products.colStock')} className="ad-num">
                      {/* The column (or, on a phone, the cell's label) already says Stock. */}
                      {item.stock ?? t('stock:admin.notTrackedCell')}
                    </td>
                    <td data-label={t('products.colVisible')}>{item.visible ? t('products.yes') : t('products.no')}</td>
                    <td data-label={t('products.colBogo')}>{item.BOGO ? t('products.yes') : t('products.no')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {editing && editingCategory && (
        <ItemForm key={editing._id} item={editing} category={editingCategory} side onDone={() => setEditingId(null)} />
      )}
    </Page>
  );
}
