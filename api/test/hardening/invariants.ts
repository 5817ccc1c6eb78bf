/**
 * Whole-database consistency checks: each query lists rows that could only exist if a write was
 * half done. Run after hostile input (and by the crash tests' verification). Add a query when a
 * domain adds a multi-row write (for example cart lines of a deleted user, orders whose amounts
 * do not add up).
 */
import { LIMITS } from '@fireworks/core/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const CHECKS: Record<string, ReturnType<typeof sql>> = {
  'orders without lines': sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  'order lines whose total is not price × quantity': sql`select id from order_items where line_total_cents <> price_cents * quantity`,
  'orders whose subtotal is not the sum of their lines': sql`
    select o.id from orders o join order_items i on i.order_id = o.id
    group by o.id, o.subtotal_cents having sum(i.line_total_cents) <> o.subtotal_cents`,
  'orders whose amount paid is not the sum of their payments not voided': sql`
    select o.id from orders o left join payments p on p.order_id = o.id and p.voided_at is null
    group by o.id, o.amount_payed_cents having coalesce(sum(p.amount_cents), 0) <> o.amount_payed_cents`,
  'duplicate order numbers': sql`select min(id) as id from orders group by order_number having count(*) > 1`,
  'approved users still waiting for approval': sql`
    select p.id from pending_approvals p join users u on u.id = p.user_id where u.approved`,
  'item details outside their limits (or empty text instead of none)': sql`
    select id from items where duration_seconds not between 0 and ${LIMITS.itemDurationSeconds}
      or shot_count not between 0 and ${LIMITS.itemShotCount}
      or length(effects) not between 1 and ${LIMITS.itemEffects} or length(safety_notes) not between 1 and ${LIMITS.itemSafetyNotes}`,
};

/** Every broken invariant with the offending ids; empty when the data is whole. */
export async function brokenInvariants(db: Db): Promise<Record<string, string[]>> {
  const broken: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
    if (result.rows.length) broken[name] = result.rows.map((r) => r.id);
  }
  return broken;
}
