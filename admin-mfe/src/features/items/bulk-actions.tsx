import type { Item } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { parsePercent } from '@fireworks/core/rules';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, useCan, useOneAtATime, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { useBulkItems, useBulkStock } from './api';

/** The bulk changes of the chosen rows: each a server call; its sentence is the toast. */
export function BulkActions({ items, onDone }: { items: Item[]; onDone(): void }) {
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
