/**
 * Catalogue items and carts for the cart and order tests: items are written straight into the
 * `items` table (the catalogue endpoints belong to another module); carts go through the API.
 */
import type { FastifyInstance } from 'fastify';
import { discountRules, items } from '../src/db/schema';
import { newId } from '../src/shared/ids';
import { call } from './helper';

export type ItemRow = typeof items.$inferSelect;

let counter = 0;

export async function insertItem(
  app: FastifyInstance,
  fields: Partial<Pick<ItemRow, 'category' | 'title' | 'priceCents' | 'bogo' | 'visible' | 'imageUrl' | 'stock'>> = {},
): Promise<ItemRow> {
  counter += 1;
  const [row] = await app.ctx.db
    .insert(items)
    .values({
      id: newId(),
      category: fields.category ?? 'Cakes',
      title: fields.title ?? `Test Cake ${counter}`,
      description: 'A test item.',
      priceCents: fields.priceCents ?? 1299,
      bogo: fields.bogo ?? false,
      visible: fields.visible ?? true,
      imageUrl: fields.imageUrl ?? `/uploads/test-${counter}.webp`,
      stock: fields.stock ?? null,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** The two demo tiers: 5% from $1,000.00 to $2,499.99, 10% from $2,500.00 up. */
export async function insertDemoDiscounts(app: FastifyInstance): Promise<void> {
  await app.ctx.db.insert(discountRules).values([
    { id: newId(), minCents: 100_000, maxCents: 249_999, percentage: 5 },
    { id: newId(), minCents: 250_000, maxCents: null, percentage: 10 },
  ]);
}

/** Replaces the user's cart through POST /api/update-cart; throws unless it is accepted. */
export async function fillCart(app: FastifyInstance, token: string, lines: Array<{ item: ItemRow; quantity: number }>): Promise<void> {
  const response = await call(app, 'POST', '/api/update-cart', {
    token,
    payload: {
      cartItems: lines.map(({ item, quantity }) => ({ category: item.category, title: item.title, quantity, imageUrl: item.imageUrl })),
    },
  });
  if (response.statusCode !== 200) throw new Error(`update-cart failed: ${response.body}`);
}
