import { errorText, i18n } from 'shared-ui';

/**
 * What a person reads when the cart could not be saved (spec §8): the server's own sentence when it
 * gave one (a line over the maximum…); 'Failed to update cart in database. Please try again.' when
 * the server answered without one; and when no answer came, the action's own text: 'Failed to
 * update cart. Please try again.' for adding or removing units (the default), 'Failed to save cart.
 * Please try again.' for saving the whole cart (Clear Cart).
 */
export function cartSaveError(error: unknown, unreachableKey: 'cart:updateFailed' | 'cart:saveFailed' | 'catalog:addToCartFailed'): string {
  return errorText(error, { failed: i18n.t('cart:databaseFailed'), unreachable: i18n.t(unreachableKey) });
}
