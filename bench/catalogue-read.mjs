/** The catalogue read section: a category filled to 50 items, read at 50 connections beside bare Fastify. */
import { compareWithBaseline } from './lib/load.mjs';
import { adminLogin } from './lib/server.mjs';

/** Fills a category up to `count` items through the admin API, reusing the demo pictures (so every item has a srcset). */
async function fillCategory(url, token, category, count) {
  const auth = { authorization: `Bearer ${token}` };
  const existing = await fetch(`${url}/api/fireworks?category=${category}`, { headers: auth }).then((r) => r.json());
  const images = existing.map((item) => item.imageUrl).filter(Boolean);
  for (let n = existing.length; n < count; n++) {
    const response = await fetch(`${url}/api/addNewItem/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        category,
        title: `Bench Assortment ${n}`,
        description: 'Cakes, fountains and candles for a backyard show, in a box of ordinary size.',
        price: (5 + n * 1.37).toFixed(2),
        BOGO: n % 5 === 0,
        imageUrl: images[n % images.length] ?? '',
      }),
    });
    if (!response.ok) throw new Error(`addNewItem answered ${response.status}: ${await response.text()}`);
  }
}

/** GET /api/fireworks?category=assortments with 50 items, 50 connections, against bare Fastify serving the same JSON. */
export async function catalogueRead({ url, pid }) {
  const { token } = await adminLogin(url);
  await fillCategory(url, token, 'assortments', 50);
  const measured = await compareWithBaseline({
    url: `${url}/api/fireworks?category=assortments`,
    headers: { authorization: `Bearer ${token}` },
    connections: 50,
    serverPid: pid,
  });
  return { items: 50, connections: 50, ...measured };
}
