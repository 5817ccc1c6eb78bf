/** The server-side cart (one per user, kept across devices) and its totals. */
import { type Static, Type } from '@sinclair/typebox';
import { CHECKOUT_BLOCKED_REASONS } from '../rules/sales-window';
import { Dollars, errors, Nullable, PriceText, REFUSED } from './common';
import { LIMITS, REQUEST_CAPS } from './limits';

const tags = ['cart'];

/**
 * POST /api/update-cart (spec §7): items named by category and title. Other fields a client sends
 * along (price, _id, BOGO…) are accepted and ignored: prices always come from the catalogue.
 */
export const UpdateCartBody = Type.Object(
  {
    cartItems: Type.Array(
      Type.Object({
        category: Type.String({ minLength: 1, maxLength: REQUEST_CAPS.category }),
        title: Type.String({ minLength: 1, maxLength: REQUEST_CAPS.shortText }),
        quantity: Type.Integer({ minimum: 1, maximum: LIMITS.cartLineQuantity }),
        imageUrl: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.url })),
      }),
      { maxItems: LIMITS.cartLines },
    ),
  },
  { additionalProperties: false },
);

/** A cart line as the API shows it (spec §3 plus the free units and the line total). */
export const CartItemAnswer = Type.Object(
  {
    _id: Type.String({ description: "The item's id" }),
    category: Type.String(),
    title: Type.String(),
    quantity: Type.Integer(),
    imageUrl: Type.String(),
    /** Resized WebP copies of the image for <img srcset>, present when it has some: a line's thumbnail is not the full picture. */
    imageSrcset: Type.Optional(Type.String()),
    price: PriceText,
    BOGO: Type.Boolean(),
    /** Units given free by BOGO. */
    freeQuantity: Type.Integer(),
    lineTotal: Dollars,
    /** Units left, present only when the item tracks stock (the cart warns when a line takes more). */
    stock: Type.Optional(Type.Integer({ description: 'Units left; absent when the item does not track stock' })),
  },
  { title: 'CartItem' },
);

export const CartAnswer = Type.Object({ cart: Type.Array(CartItemAnswer) });

/** GET /api/getCartTotal may quote an order with funds: ?FundstoAdd=25.00&useFunds=true */
export const CartTotalQuery = Type.Object(
  {
    FundstoAdd: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.amountText })),
    useFunds: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);

/** The totals of a cart, and of an order made from it (dollars). */
export const TotalsFields = {
  subtotal: Dollars,
  tax: Dollars,
  totalAfterTax: Dollars,
  discountPercentage: Type.Integer(),
  discountAmount: Dollars,
  amountDue: Dollars,
};

/** Dollars; totalAmount = totalAfterTax (ARCHITECTURE §4) plus what an order with those funds options would need. */
export const CartTotalsAnswer = Type.Object(
  {
    totalAmount: Dollars,
    ...TotalsFields,
    /** 20% of amountNeeded (equal to 20% of amountDue when no funds are involved). */
    minimumDeposit: Dollars,
    fundsToAdd: Dollars,
    fundsUsed: Dollars,
    amountNeeded: Dollars,
    /** amountNeeded − minimumDeposit: paid later. */
    dueLater: Dollars,
    availableFunds: Dollars,
    checkoutAllowed: Type.Boolean(),
    checkoutBlockedReason: Nullable(Type.Union(CHECKOUT_BLOCKED_REASONS.map((reason) => Type.Literal(reason)))),
    /** What to add (item prices, before tax) to reach the minimum, or else the next discount tier. */
    nudge: Type.Object({
      kind: Nullable(Type.Union([Type.Literal('minimum'), Type.Literal('discount')])),
      amountToGo: Dollars,
      nextDiscountPercentage: Nullable(Type.Integer()),
    }),
  },
  { title: 'CartTotals' },
);

export const CartRoutes = {
  getCart: {
    summary: "The caller's cart, priced from the catalogue",
    tags,
    response: { 200: CartAnswer, ...errors(REFUSED.signedIn) },
  },
  updateCart: {
    summary: 'Replace the cart; answers the new one',
    tags,
    body: UpdateCartBody,
    response: { 200: CartAnswer, ...errors(REFUSED.body, REFUSED.signedIn, REFUSED.rateLimited) },
  },
  getCartTotal: {
    summary: 'The cart’s totals and whether checkout is open, with an order quote for the funds options',
    tags,
    querystring: CartTotalQuery,
    response: { 200: CartTotalsAnswer, ...errors(REFUSED.signedIn) },
  },
};

export type CartLineInput = Static<typeof UpdateCartBody>['cartItems'][number];
export type CartItem = Static<typeof CartItemAnswer>;
export type CartAnswer = Static<typeof CartAnswer>;
export type CartTotalsResponse = Static<typeof CartTotalsAnswer>;
