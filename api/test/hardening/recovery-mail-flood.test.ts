/** Issue 14, item 5: reset and username e-mails to one address: one per 45 s, 5 an hour, whatever the client. */
import { sql } from 'drizzle-orm';
import { buildTestApp, call, createUser, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.each(['/api/password-reset', '/api/send-username-email'])('%s', (url) => {
  it('15 parallel requests for one address send one e-mail; the others wait (429)', async () => {
    const { user } = await createUser(t.app);
    const answers = await Promise.all(Array.from({ length: 15 }, () => call(t.app, 'POST', url, { payload: { email: user.email } })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    expect(answers.find((a) => a.statusCode === 429)?.json().error).toMatch(/^Please wait \d+ seconds before requesting another email/);
  });

  it('counts an address without an account alike, and allows 5 an hour', async () => {
    const address = `nobody-${url.length}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(t.app, 'POST', url, { payload: { email: address } })).statusCode);
      await t.app.ctx.db.execute(sql`update recovery_mails set created_at = created_at - interval '50 seconds'`);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
