import type { Item } from '@fireworks/core/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, addToCart, Button, TextField, useToast } from 'shared-ui';

/** Keys that would make the number input accept something other than a whole positive number (spec §5). */
const BLOCKED_KEYS = new Set(['e', 'E', '.', '-']);

export function blockNonQuantityKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
}

/** A customer's quantity input (default 1, minimum 1) and add-to-cart control for one item. */
export function AddToCart({ item }: { item: Item }) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);

  async function add() {
    const qty = Number(quantity);
    if (!Number.isInteger(qty) || qty <= 0) {
      toast.error(t('quantityTooLow'));
      return;
    }
    setBusy(true);
    try {
      await addToCart({ category: item.category, title: item.title, imageUrl: item.imageUrl }, qty);
      toast.success(t('addedToCart', { qty, title: item.title }));
    } catch (error) {
      toast.error(error instanceof ApiError && error.body?.error ? error.message : t('addToCartFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sf-add-to-cart">
      <TextField
        className="sf-add-to-cart__quantity"
        label={t('quantity')}
        aria-label={t('quantityFor', { title: item.title })}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={quantity}
        onKeyDown={blockNonQuantityKeys}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <Button onClick={add} loading={busy} aria-label={t('addToCartFor', { title: item.title })}>
        {t('addToCart')}
      </Button>
    </div>
  );
}
