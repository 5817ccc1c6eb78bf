/**
 * The carts this process saved last on PostgreSQL, each with the user's details and the versions
 * its locked write answered (LOCK_USER_SQL, SAVE_CART_SQL): what a delivery order of that cart is
 * priced from without reading the checkout first (issue 13: an order in one round trip).
 *
 * A hint, not a cache that must be right: the order's write (WRITE_ORDER_SQL) checks under the
 * user's lock the cart's and the user's versions, every line's price, BOGO flag, name, picture and
 * visibility, and that no answer is saved under the idempotency key, and writes nothing when any
 * of them changed; the order then reads the checkout as before. So nothing needs to forget an
 * entry on a change; each is taken once (an order empties the cart or finds it changed) and the
 * oldest go first beyond MAX_CARTS.
 */
import type { LockedUser } from '../../db/locked-write';
import { BoundedMap } from '../../shared/change-feed';
import type { PricedCartLine } from './cart.queries';

/** The user's details that an order copies or changes (as LOCK_USER_SQL and the checkout read answer them). */
export type CheckoutUser = Omit<LockedUser, 'user_version'>;

/** A checkout as an order is priced from it (order-write.ts CheckoutRead without the saved answer). */
export interface SavedCheckout {
  user: CheckoutUser;
  /** The cart's lines priced from the catalogue (visible items, in the customer's order). */
  lines: PricedCartLine[];
  /** The cart's version (write-statements.ts cartVersion), checked by the order's write. */
  cartVersion: string;
  /** The user's row version (xmin), checked by the order's write. */
  userVersion: string;
}

/** ~1 KB each: a few MB at most, whatever the crowd. */
const MAX_CARTS = 5000;

export class CheckoutMemory {
  private readonly carts = new BoundedMap<string, SavedCheckout>(MAX_CARTS);

  remember(userId: string, checkout: SavedCheckout): void {
    this.carts.set(userId, checkout);
  }

  /** The user's last saved checkout, forgotten as it is taken. */
  take(userId: string): SavedCheckout | undefined {
    const checkout = this.carts.get(userId);
    this.carts.delete(userId);
    return checkout;
  }
}
