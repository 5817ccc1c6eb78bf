/** The home page's featured items (issue 18 item 2): BOGO deals and top sellers, a short list each. */
import { type Static, Type } from '@sinclair/typebox';
import { ItemAnswer } from './catalog';
import { errors, REFUSED } from './common';

/** At most this many cards per list: the home page shows one row of each. */
export const FEATURED_PER_LIST = 4;

export const FeaturedAnswer = Type.Object(
  {
    /** Items with Buy One Get One, catalogue order (price descending, then title). */
    bogo: Type.Array(ItemAnswer, { maxItems: FEATURED_PER_LIST }),
    /** The most ordered items (units in orders), without the BOGO ones above; filled up with the most stocked, then newest. */
    topSellers: Type.Array(ItemAnswer, { maxItems: FEATURED_PER_LIST }),
    /** False while no order names any of the top sellers: the list is then the shop's picks (most stocked, newest). */
    rankedBySales: Type.Boolean(),
  },
  { title: 'Featured' },
);

export const FeaturedRoutes = {
  featured: {
    summary: 'Featured items for the home page: BOGO deals and top sellers (customers see visible items only)',
    tags: ['catalogue'],
    response: { 200: FeaturedAnswer, ...errors(REFUSED.signedIn) },
  },
};

export type Featured = Static<typeof FeaturedAnswer>;
