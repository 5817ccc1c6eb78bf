/**
 * Issue 14, item 3: without an invite, sign-up tells nothing about which usernames, e-mails or
 * phones exist, and phone-code sends are throttled alike for every number.
 */
import { inviteCodes } from '../../src/db/schema';
import { newId } from '../../src/shared/ids';
import { buildTestApp, call, createUser, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-up with a made-up invite code', () => {
  it.each(['username', 'email', 'phonenumber'] as const)('answers "Invalid invite code." even when the %s is taken', async (field) => {
    const { user } = await createUser(t.app);
    const payload = {
      username: 'freshname1',
      password: 'Sparkle-2026',
      inviteCode: 'MADE-UP-CODE',
      email: 'fresh1@example.com',
      firstname: 'Nova',
      lastname: 'Star',
      phonenumber: '5557771234',
      [field]: user[field],
    };
    const response = await call(t.app, 'POST', '/api/signup', { payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid invite code.' });
  });

  it('tells a taken username only to a caller with a usable invite', async () => {
    const { user } = await createUser(t.app);
    await t.app.ctx.db.insert(inviteCodes).values({ id: newId(), code: 'REAL-ONE', uses: 3, createdBy: 'admin' });
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: {
        username: user.username,
        password: 'Sparkle-2026',
        inviteCode: 'REAL-ONE',
        email: 'fresh2@example.com',
        firstname: 'Nova',
        lastname: 'Star',
        phonenumber: '5557771235',
      },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('phone-code sends', () => {
  it('answer alike for a pending account’s number and an unknown one: 200, then 429 within 45 s', async () => {
    const { user } = await createUser(t.app, { verified: false, approved: false });
    const pending = user.phonenumber;
    const unknown = '5559990001';
    const statuses = async (phoneNumber: string) => {
      const first = await call(t.app, 'POST', '/api/verify-phone', { payload: { phoneNumber } });
      const second = await call(t.app, 'POST', '/api/verify-phone', { payload: { phoneNumber } });
      return [first.statusCode, second.statusCode, Object.keys(second.json()).join()];
    };
    const forPending = await statuses(pending);
    const forUnknown = await statuses(unknown);
    expect(forPending).toEqual([200, 429, 'error']);
    expect(forUnknown).toEqual(forPending);
  });
});
