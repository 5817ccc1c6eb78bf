/** Login: POST /api/login with the right credentials (one scrypt check per request, by design). */
import { ADMIN_PASSWORD } from '../lib/server.mjs';

export default {
  name: 'login',
  label: 'login (POST /api/login)',
  async prepare() {
    return {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      // A timed warm-up would leave a queue of slow password checks behind it: none.
      warmupSeconds: 0,
      // Far from the bare route (a target only for the reads): two rounds per side say as much.
      rounds: 2,
    };
  },
};
