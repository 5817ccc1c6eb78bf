import type { Item } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { CATEGORIES, type Category, categoryFromParam, parsePercent, parsePriceToCents } from '@fireworks/core/rules';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, errorText, FormMessage, focusMain, LoadingState, Page, useCan, useOneAtATime, useToast } from 'shared-ui';
import { SearchBox, TextField } from 'shared-ui/forms';
import { matchesSearch } from '../../common/search';
import { useAllItems, useBulkItems, useBulkStock } from './api';
import { ItemForm } from './item-form';
import '../../common/admin.css';
import './items.css';

const SORTS = ['title', 'priceDesc', 'priceAsc', 'stock', 'category'] as const;
type Sort = (typeof SORTS)[number];

const priceCents = (item: Item) => parsePriceToCents(item.price) ?? 0;

/** Untracked stock sorts last: it never runs out. */
const COMPARE: Record<Sort, (a: Item, b: Item) => number> = {
  title: (a, b) => a.title.localeCompare(b.title),
  priceDesc: (a, b) => priceCents(b) - priceCents(a) || a.title.localeCompare(b.title),
  priceAsc: (a, b) => priceCents(a) - priceCents(b) || a.title.localeCompare(b.title),
  stock: (a, b) => (a.stock ?? Number.POSITIVE_INFINITY) - (b.stock ?? Number.POSITIVE_INFINITY) || a.title.localeCompare(b.title),
  category: (a, b) =>
    CATEGORIES.indexOf(a.category as Category) - CATEGORIES.indexOf(b.category as Category) || a.title.localeCompare(b.title),
};

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
  const categoryId = useId();
  const sortId = useId();
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
      <div className="fw-toolbar ad-products__filters">
        <SearchBox label={t('products.search')} value={query} onChange={(value) => setParam('q', value)} />
        <div className="fw-field">
          <label className="fw-field__label" htmlFor={categoryId}>
            {t('products.category')}
          </label>
          <select id={categoryId} value={category ?? ''} onChange={(event) => setParam('category', event.target.value)}>
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
          <select id={sortId} value={sort} onChange={(event) => setParam('sort', event.target.value === 'title' ? '' : event.target.value)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`products.sort${s[0]?.toUpperCase()}${s.slice(1)}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
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

/** The bulk changes of the chosen rows: each a server call; its sentence is the toast. */
function BulkActions({ items, onDone }: { items: Item[]; onDone(): void }) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const bulk = useBulkItems();
  const stock = useBulkStock();
  const titleId = useId();
  const modeId = useId();
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState('');
  const [mode, setMode] = useState<'set' | 'add'>('set');
  const [quantity, setQuantity] = useState('');
  const [quantityError, setQuantityError] = useState('');
  // A refused field takes focus, so a screen reader reads it with its message (aria-describedby).
  const percentRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const ids = items.map((item) => item._id);
  // The stock change needs stock:edit (issue 41): without it the row is absent, not refused after a click.
  const canEditStock = useCan('stock:edit');

  // A second tap before the buttons render busy changes nothing more (a price raised by 10 % once, not twice).
  const oneAtATime = useOneAtATime();
  const run = (change: () => Promise<{ message: string }>) =>
    oneAtATime(async () => {
      try {
        toast.success((await change()).message);
        onDone();
      } catch (caught) {
        toast.error(errorText(caught, { failed: t('products.failed') }));
      }
    });

  const changePrices = () => {
    // The server reads the percentage again (core's parsePercent); this only spares a round trip.
    if (parsePercent(percent) === null) {
      setPercentError(t('products.percentRequired'));
      percentRef.current?.focus();
      return;
    }
    setPercentError('');
    void run(() => bulk.mutateAsync({ ids, action: 'price', percent: percent.trim() }));
  };

  const changeStock = () => {
    const number = Number(quantity.trim());
    if (quantity.trim() === '' || !Number.isInteger(number)) {
      setQuantityError(t('products.quantityRequired'));
      quantityRef.current?.focus();
      return;
    }
    setQuantityError('');
    void run(() => stock.mutateAsync({ ids, mode, quantity: number }));
  };

  return (
    <section className="fw-card ad-products__bulk" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('products.bulkTitle')}</h2>
      <div className="ad-products__bulk-row">
        <Button variant="secondary" loading={bulk.isPending} onClick={() => void run(() => bulk.mutateAsync({ ids, action: 'show' }))}>
          {t('products.show')}
        </Button>
        <Button variant="secondary" loading={bulk.isPending} onClick={() => void run(() => bulk.mutateAsync({ ids, action: 'hide' }))}>
          {t('products.hide')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('products.clear')}
        </Button>
      </div>
      <div className="ad-products__bulk-row">
        <TextField
          label={t('products.percent')}
          hint={t('products.percentHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          value={percent}
          ref={percentRef}
          error={percentError || undefined}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button loading={bulk.isPending} onClick={changePrices}>
          {t('products.applyPrice')}
        </Button>
      </div>
      {canEditStock && (
        <div className="ad-products__bulk-row">
          <div className="fw-field">
            <label className="fw-field__label" htmlFor={modeId}>
              {t('products.stockMode')}
            </label>
            <select id={modeId} value={mode} onChange={(event) => setMode(event.target.value === 'add' ? 'add' : 'set')}>
              <option value="set">{t('products.stockSet')}</option>
              <option value="add">{t('products.stockAdd')}</option>
            </select>
          </div>
          <TextField
            label={t('products.quantity')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(LIMITS.stock).length + 1}
            value={quantity}
            ref={quantityRef}
            error={quantityError || undefined}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <Button loading={stock.isPending} onClick={changeStock}>
            {t('products.applyStock')}
          </Button>
        </div>
      )}
    </section>
  );
}
