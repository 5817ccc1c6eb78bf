/**
 * The home page's featured items (issue 18 item 2): up to FEATURED_PER_LIST BOGO deals and as many
 * top sellers (units in orders), the BOGO items not repeated; while orders name too few items the
 * top sellers are filled up with the shop's picks (most stocked, then newest). Only items that can
 * be bought now: sold-out items are left out, and customers never see hidden ones.
 */
import { FEATURED_PER_LIST, type Featured } from '@fireworks/core/contract';
import type { AppContext } from '../../shared/context';
import { compareItems, toItemAnswers } from '../catalog/catalog.service';
import { type Audience, bestSellingItems, bogoItems, pickedItems } from './featured.queries';

export async function featuredItems(ctx: AppContext, audience: Audience): Promise<Featured> {
  const bogo = (await bogoItems(ctx.db, audience, FEATURED_PER_LIST)).sort(compareItems);
  const shown = bogo.map((item) => item.id);
  const sellers = await bestSellingItems(ctx.db, audience, shown, FEATURED_PER_LIST);
  const missing = FEATURED_PER_LIST - sellers.length;
  const picks = missing > 0 ? await pickedItems(ctx.db, audience, [...shown, ...sellers.map((item) => item.id)], missing) : [];
  const [bogoAnswers, topSellers] = await Promise.all([
    toItemAnswers(ctx.db, ctx.storage, bogo),
    toItemAnswers(ctx.db, ctx.storage, [...sellers, ...picks]),
  ]);
  return { bogo: bogoAnswers, topSellers, rankedBySales: sellers.length > 0 };
}
