/**
 * Catalogue read on each database: GET /api/fireworks?category=assortments (the demo items; the
 * 50-item run on PGlite is its own section of run.mjs), gzip accepted as a browser does.
 */
import { ADMIN_PASSWORD } from '../lib/server.mjs';

export default {
  name: 'catalogueRead',
  label: 'catalogue read (GET /api/fireworks, gzip)',
  async prepare(shop) {
    const login = await fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json());
    return {
      method: 'GET',
      path: '/api/fireworks?category=assortments',
      headers: { authorization: `Bearer ${login.token}`, 'accept-encoding': 'gzip' },
    };
  },
};
