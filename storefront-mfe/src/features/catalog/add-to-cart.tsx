import type { CartItem, Item } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { addableQuantity, stockLevel } from '@fireworks/core/rules';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cartKeys, i18n, queryClient, useOneAtATime, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { cartSaveError } from '../cart';
import { useAddToCart } from './api';

/** Keys that would make the number input accept something other than a whole positive number (spec §5). */
const BLOCKED_KEYS = new Set(['e', 'E', '.', '-']);

function blockNonQuantityKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
}

/** Spec §5: a quantity of 0 or less is refused ('Please select a quantity greater than 0.'). */
function quantityProblem(quantity: string): string | null {
  const qty = Number(quantity);
  return Number.isInteger(qty) && qty > 0 ? null : i18n.t('catalog:quantityTooLow');
}

/**
 * A customer's quantity input (default 1, minimum 1) and add-to-cart control for one item. The
 * shop's one form that is not a react-hook-form form (see shared-ui/forms): a single field, read
 * from the form when it is sent, on every item card. A category page then builds no form
 * controller per card and draws its first pictures without waiting for the form library's code.
 */
export function AddToCart({ item }: { item: Item }) {
  const { t } = useTranslation('catalog');
  const soldOut = stockLevel(item.stock).kind === 'soldOut';
  const toast = useToast();
  const add = useAddToCart();
  const [refused, setRefused] = useState(false);
  // A second send (a double tap, Enter twice) before the button renders busy adds nothing more.
  const oneAtATime = useOneAtATime();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const quantity = (event.currentTarget.elements.namedItem('quantity') as HTMLInputElement).value;
    void oneAtATime(() => addQuantity(quantity));
  }

  async function addQuantity(quantity: string) {
    const problem = quantityProblem(quantity);
    setRefused(problem !== null);
    // The refusal is a toast (spec §8), so the field points at nothing on the page.
    if (problem) {
      toast.error(problem);
      return;
    }
    const qty = Number(quantity);
    // More than is left is refused here, with the number left (the server refuses it at checkout too).
    const inCart = queryClient.getQueryData<CartItem[]>(cartKeys.cart)?.find((line) => line._id === item._id)?.quantity ?? 0;
    const addable = addableQuantity({ bogo: item.BOGO, stock: item.stock }, inCart);
    if (addable !== null && qty > addable) {
      const count = item.stock ?? 0;
      toast.error(addable === 0 ? t('stock:allInCart', { count }) : t('stock:addTooMany', { count, max: addable }));
      return;
    }
    try {
      await add.mutateAsync({
        kind: 'add',
        item: { category: item.category, title: item.title, imageUrl: item.imageUrl },
        quantity: qty,
      });
      toast.success(t('addedToCart', { count: qty, title: item.title }));
    } catch (error) {
      toast.error(cartSaveError(error, 'catalog:addToCartFailed'));
    }
  }

  return (
    <form className="sf-add-to-cart" onSubmit={submit} noValidate>
      <TextField
        className="sf-add-to-cart__quantity"
        label={t('quantity')}
        aria-label={t('quantityFor', { title: item.title })}
        type="number"
        inputMode="numeric"
        min={1}
        max={LIMITS.cartLineQuantity}
        step={1}
        onKeyDown={blockNonQuantityKeys}
        name="quantity"
        defaultValue="1"
        // Marked invalid from a refused send until the quantity is changed.
        onChange={() => setRefused(false)}
        disabled={soldOut}
        aria-invalid={refused || undefined}
      />
      <Button type="submit" loading={add.isPending} disabled={soldOut} aria-label={t('addToCartFor', { title: item.title })}>
        {t('addToCart')}
      </Button>
    </form>
  );
}
