import type { Language } from '@fireworks/core/i18n';
import { dollarsToCents, formatMoney, NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { discountRules } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import type { DiscountRuleRow } from './discounts.queries';

export interface DiscountRuleValues {
  minCents: number;
  /** null: no maximum. */
  maxCents: number | null;
  percentage: number;
}

/** A dollar amount from 0 to NO_MAX_DOLLARS with at most two decimals, in cents; null when it is not one. */
function amountToCents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > NO_MAX_DOLLARS) return null;
  const cents = dollarsToCents(value);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

/**
 * Checks a rule as the API receives it ({ priceRange: { min, max }, discountPercentage }, dollars):
 * min 0 = no minimum, max 9999999 = no maximum, min ≤ max, a whole percentage from 1 to 100.
 */
export function parseDiscountRule(input: { priceRange?: unknown; discountPercentage?: unknown }, language: Language): DiscountRuleValues {
  const range = (input.priceRange && typeof input.priceRange === 'object' ? input.priceRange : {}) as { min?: unknown; max?: unknown };
  const minCents = amountToCents(range.min);
  if (minCents === null) throw new AppError('INVALID_DATA', 'admin:errors.discountMinInvalid', { max: NO_MAX_DOLLARS });
  const maxRaw = amountToCents(range.max);
  if (maxRaw === null) throw new AppError('INVALID_DATA', 'admin:errors.discountMaxInvalid', { max: NO_MAX_DOLLARS });
  const maxCents = maxRaw === NO_MAX_DOLLARS * 100 ? null : maxRaw;
  if (maxCents !== null && minCents > maxCents) {
    // As amounts ('$1,000.00'), not the numbers sent ('1000').
    throw new AppError('INVALID_DATA', 'admin:errors.discountRangeInvalid', {
      min: formatMoney(minCents, language),
      max: formatMoney(maxCents, language),
    });
  }
  const percentage = input.discountPercentage;
  if (typeof percentage !== 'number' || !Number.isInteger(percentage) || percentage < 1 || percentage > 100) {
    throw new AppError('INVALID_DATA', 'admin:errors.discountPercentageInvalid');
  }
  return { minCents, maxCents, percentage };
}

export async function createDiscountRule(app: FastifyInstance, admin: UserRow, values: DiscountRuleValues): Promise<DiscountRuleRow> {
  return app.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountRules)
      .values({ id: newId(), ...values })
      .returning();
    const created = row as DiscountRuleRow;
    await recordAudit(tx, admin, { action: 'discount.create', targetType: 'discount_rule', targetId: created.id, details: { ...values } });
    return created;
  });
}

export async function deleteDiscountRule(app: FastifyInstance, admin: UserRow, id: string): Promise<void> {
  await app.ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(discountRules).where(eq(discountRules.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'admin:errors.discountNotFound');
    await recordAudit(tx, admin, {
      action: 'discount.delete',
      targetType: 'discount_rule',
      targetId: id,
      details: { minCents: row.minCents, maxCents: row.maxCents, percentage: row.percentage },
    });
  });
}
