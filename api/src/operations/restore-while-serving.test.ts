/**
 * A PostgreSQL restore (`pnpm restore --force`) over a database that API processes still serve:
 * the operator's guide says to stop them first, but one left running must not go on answering
 * from the replaced shop. The restore's commit tells every process on the database to forget what
 * it cached, so a customer of the replaced shop is refused at once, not after the principal cache's
 * maximum age. PGlite cannot be restored under a serving process (DATA_DIR's lock refuses it).
 */
import path from 'node:path';
import { call, createUser } from '../../test/helper';
import { places, serveAt } from '../../test/places';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';

jest.setTimeout(180_000);

const usePostgres = process.env.TEST_DATABASE === 'postgres';
const shops = places();
afterAll(() => shops.removeAll());

(usePostgres ? it : it.skip)('a process serving the database forgets the replaced shop as soon as the restore commits', async () => {
  const source = await shops.place();
  const first = await serveAt(source);
  const backup = path.join(source.dataDir, 'backups', 'nightly.tar.gz');
  try {
    await createUser(first, { username: 'kept_customer', email: 'kept@example.com' });
    await writeBackup(first.ctx.database, source, backup);
  } finally {
    await first.close();
  }

  const target = await shops.place();
  const app = await serveAt(target);
  try {
    const replaced = await createUser(app, { username: 'replaced_customer', email: 'replaced@example.com' });
    // Read once: the process now keeps the user and the session (the feed is live).
    expect((await call(app, 'GET', '/api/user-orders', { token: replaced.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/user-orders', { token: replaced.token })).statusCode).toBe(200);

    await restoreBackup(backup, target, { force: true });

    // The backup has neither that customer nor their session: refused within a second (the
    // notification's way back), well inside the caches' 15 s maximum age.
    const deadline = Date.now() + 1_000;
    let status = 0;
    for (;;) {
      status = (await call(app, 'GET', '/api/user-orders', { token: replaced.token })).statusCode;
      if (status === 401 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  } finally {
    await app.close();
  }
});
