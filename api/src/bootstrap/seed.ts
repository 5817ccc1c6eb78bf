import { randomBytes } from 'node:crypto';
import { CATEGORIES, type Category } from '@fireworks/core/rules';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage';
import type { Db } from '../db/client';
import { discountRules, inviteCodes, items, orders, uploads } from '../db/schema';
import { storeImageFiles } from '../modules/uploads/uploads.service';
import { newId } from '../shared/ids';
import { renderArtwork } from './artwork';
import { CATEGORY_ART, DEMO_CATALOGUE, type DemoItem } from './demo-catalogue';

async function count(db: Db, table: typeof items | typeof orders | typeof inviteCodes | typeof discountRules): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

/** A fresh database: no items, orders, invite codes or discount rules yet. */
async function isFreshShop(db: Db): Promise<boolean> {
  const counts = await Promise.all([count(db, items), count(db, orders), count(db, inviteCodes), count(db, discountRules)]);
  return counts.every((n) => n === 0);
}

/** A demo item's row, its artwork already stored like an upload (same resized variants). */
async function prepareItem(storage: FileStorage, category: Category, demo: DemoItem) {
  const image = await renderArtwork(demo.art ?? CATEGORY_ART[category], demo.title);
  const stored = await storeImageFiles(storage, image, { contentType: 'image/webp', extension: 'webp' }, 'demo-');
  return { stored, category, demo };
}

/**
 * SEED_DEMO: on a fresh database, a demo catalogue with generated artwork in all 11 categories,
 * two discount tiers and an invite code (printed at every start while it has uses left).
 * The pictures are stored first; then every row is written in ONE transaction, so a start killed
 * during the seed leaves no half-seeded shop (the next start seeds again). Call it under the
 * migration lock (`bootstrapShop`), so two servers starting together seed once.
 */
export async function seedDemo(db: Db, storage: FileStorage, adminUsername: string, log: FastifyBaseLogger): Promise<void> {
  if (await isFreshShop(db)) {
    const started = Date.now();
    // One category at a time, its pictures rendered in parallel (sharp works on its own threads).
    const prepared: Awaited<ReturnType<typeof prepareItem>>[] = [];
    for (const category of CATEGORIES) {
      prepared.push(...(await Promise.all(DEMO_CATALOGUE[category].map((demo) => prepareItem(storage, category, demo)))));
    }
    const code = `WELCOME-${randomBytes(3).toString('hex').toUpperCase()}`;
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values(prepared.map(({ stored }) => ({ id: newId(), ...stored, createdBy: adminUsername })));
      await tx.insert(items).values(
        prepared.map(({ stored, category, demo }) => ({
          id: newId(),
          category,
          title: demo.title,
          description: demo.description,
          priceCents: demo.priceCents,
          bogo: demo.bogo ?? false,
          visible: demo.visible ?? true,
          imageUrl: stored.url,
          ...demo.details,
        })),
      );
      await tx.insert(discountRules).values([
        { id: newId(), minCents: 100_000, maxCents: 249_999, percentage: 5 },
        { id: newId(), minCents: 250_000, maxCents: null, percentage: 10 },
      ]);
      await tx.insert(inviteCodes).values({ id: newId(), code, uses: 25, createdBy: adminUsername });
    });
    log.info({ items: await count(db, items), ms: Date.now() - started }, 'demo shop seeded');
  }
  const [invite] = await db
    .select()
    .from(inviteCodes)
    .where(sql`${inviteCodes.code} like 'WELCOME-%' and ${inviteCodes.uses} > 0`)
    .limit(1);
  if (invite) {
    log.info({ inviteCode: invite.code, uses: invite.uses }, 'demo invite code');
    process.stdout.write(`  Demo invite code: ${invite.code} (${invite.uses} uses left)\n`);
  }
}
