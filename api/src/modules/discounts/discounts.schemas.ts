import { Type } from '@sinclair/typebox';

/**
 * Values are checked by the service so each wrong field gets its own message (spec §5 only
 * hinted at 1–100; the server now refuses bad ranges and percentages with a clear answer).
 */
export const CreateDiscountBody = Type.Object(
  {
    priceRange: Type.Optional(Type.Unknown()),
    discountPercentage: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

export const DiscountIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
