/** Session read: POST /api/getuser (the principal from the in-memory cache, no database round trip). */
import { ADMIN_PASSWORD } from '../lib/server.mjs';

export default {
  name: 'getuser',
  label: 'session read (POST /api/getuser)',
  async prepare(shop) {
    const login = await fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json());
    return { method: 'POST', path: '/api/getuser', headers: { authorization: `Bearer ${login.token}` } };
  },
};
