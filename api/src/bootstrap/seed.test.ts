import { CATEGORIES } from '@fireworks/core/rules';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper';
import { items, uploads } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO: '1' } });
}, 60_000);
afterAll(() => t.close());

it('seeds every category with demo items whose pictures have the same resized variants as uploads', async () => {
  const seeded = await t.app.ctx.db.select().from(items);
  expect(new Set(seeded.map((i) => i.category))).toEqual(new Set(CATEGORIES));
  const stored = new Map((await t.app.ctx.db.select().from(uploads)).map((u) => [u.url, u]));
  for (const item of seeded) {
    const upload = stored.get(item.imageUrl);
    expect(upload?.contentType).toBe('image/webp');
    expect(upload?.variantKeys.map((k) => k.replace(/^.*-w/, ''))).toEqual(['320.webp', '640.webp', '800.webp']);
    for (const key of [upload?.storageKey as string, ...(upload?.variantKeys ?? [])])
      expect(await t.app.ctx.storage.exists(key)).toBe(true);
  }
  const { token } = await createUser(t.app);
  const [first] = (await call(t.app, 'GET', '/api/fireworks?category=assortments', { token })).json();
  expect(first.imageSrcset).toMatch(/^\/uploads\/demo-\S+-w320\.webp 320w, \S+ 640w, \S+ 800w$/);
});

it('gives a few demo items the product page details, and the rest none', async () => {
  const seeded = await t.app.ctx.db.select().from(items);
  const detailed = seeded.filter((item) => item.effects !== null || item.durationSeconds !== null || item.shotCount !== null);
  expect(detailed.length).toBeGreaterThanOrEqual(3);
  expect(detailed.length).toBeLessThan(seeded.length);
  const { token } = await createUser(t.app);
  const artillery = (await call(t.app, 'GET', '/api/fireworks?category=artillery', { token })).json();
  expect(artillery.find((item: { title: string }) => item.title === 'Festival Balls')).toMatchObject({ durationSeconds: 45, shotCount: 6 });
});
