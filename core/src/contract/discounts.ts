/** Discount rules: every signed-in user reads them (the cart lists them); admins add and delete. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { Dollars, errors, IdParams, REFUSED } from './common';

const tags = ['discounts'];

/** Dollars; a max of 9999999 (NO_MAX_DOLLARS) means no maximum (spec §3). */
export const DiscountRuleAnswer = Type.Object(
  {
    _id: Type.String(),
    priceRange: Type.Object({ min: Dollars, max: Dollars }),
    discountPercentage: Type.Integer(),
  },
  { title: 'DiscountRule' },
);

/**
 * Values are checked by the service so each wrong field gets its own message (spec §5 only
 * hinted at 1–100; the server refuses bad ranges and percentages with a clear answer).
 */
export const CreateDiscountBody = Type.Object(
  { priceRange: Type.Optional(Type.Unknown()), discountPercentage: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);

export const DiscountIdParams = IdParams;

export const DeleteDiscountAnswer = Type.Object({ message: Type.String(), _id: Type.String() });

export const DiscountRoutes = {
  list: {
    summary: 'Every discount rule',
    tags,
    response: { 200: Type.Array(DiscountRuleAnswer), ...errors(REFUSED.signedIn) },
  },
  create: {
    ...needs('discounts:manage'),
    summary: 'Add a discount rule',
    tags,
    body: CreateDiscountBody,
    response: { 201: DiscountRuleAnswer, ...errors(REFUSED.body, REFUSED.admin) },
  },
  delete: {
    ...needs('discounts:manage'),
    summary: 'Delete a discount rule',
    tags,
    params: DiscountIdParams,
    response: { 200: DeleteDiscountAnswer, ...errors(REFUSED.body, REFUSED.admin, [404]) },
  },
};

export type DiscountRule = Static<typeof DiscountRuleAnswer>;
