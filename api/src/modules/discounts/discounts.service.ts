import type { Language } from '@fireworks/core/i18n';
import { checkDiscountRule, type DiscountRuleValues } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { discountRules } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import type { DiscountRuleRow } from './discounts.queries';

/**
 * Checks a rule as the API receives it with core's checkDiscountRule (the admin's form checks it
 * the same way): the values, or its first refusal as a 400 in the caller's language.
 */
export function parseDiscountRule(input: { priceRange?: unknown; discountPercentage?: unknown }, language: Language): DiscountRuleValues {
  const checked = checkDiscountRule(input, language);
  if ('refusal' in checked) throw new AppError('INVALID_DATA', checked.refusal.key, checked.refusal.params);
  return checked.values;
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
