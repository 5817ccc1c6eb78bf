import type { DiscountRule } from '@fireworks/core/contract';
import { type DiscountRuleInput, NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountRules } from '../../db/schema';

export type DiscountRuleRow = typeof discountRules.$inferSelect;

export async function listDiscountRules(db: Db): Promise<DiscountRuleRow[]> {
  return db.select().from(discountRules).orderBy(asc(discountRules.minCents), asc(discountRules.createdAt));
}

/** The shape the money rules take (cents; null max = no maximum). */
export function toRuleInput(row: DiscountRuleRow): DiscountRuleInput {
  return { minCents: row.minCents, maxCents: row.maxCents, percentage: row.percentage };
}

/** The API's shape: dollars, 9999999 meaning no maximum (spec §3). */
export function toApiDiscountRule(row: DiscountRuleRow): DiscountRule {
  return {
    _id: row.id,
    priceRange: { min: row.minCents / 100, max: row.maxCents === null ? NO_MAX_DOLLARS : row.maxCents / 100 },
    discountPercentage: row.percentage,
  };
}
