import { Type } from '@sinclair/typebox';

/** Most units of one item a cart line may hold. */
export const MAX_LINE_QUANTITY = 9999;
/** Most distinct items in one cart. */
export const MAX_CART_LINES = 100;

/**
 * POST /api/update-cart (spec §7): items named by category and title. Other fields a client sends
 * along (price, _id, BOGO…) are accepted and ignored: prices always come from the catalogue.
 */
export const UpdateCartBody = Type.Object(
  {
    cartItems: Type.Array(
      Type.Object({
        category: Type.String({ minLength: 1, maxLength: 100 }),
        title: Type.String({ minLength: 1, maxLength: 200 }),
        quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
        imageUrl: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      { maxItems: MAX_CART_LINES },
    ),
  },
  { additionalProperties: false },
);

export interface UpdateCartLine {
  category: string;
  title: string;
  quantity: number;
}

/** GET /api/getCartTotal may quote an order with funds: ?FundstoAdd=25.00&useFunds=true */
export const CartTotalQuery = Type.Object(
  {
    FundstoAdd: Type.Optional(Type.String({ maxLength: 20 })),
    useFunds: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
