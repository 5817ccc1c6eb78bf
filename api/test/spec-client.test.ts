/**
 * The spec's own client, call by call as the spec lists them (§7): sign-up with an invite code,
 * phone verification, the admin's approval, login, token renewal every 50 minutes with its answer
 * ignored (the client keeps its token), the cart, a pickup order `{ FundstoAdd, isPickup: true }`
 * once the admin has defined pickup slots, and a delivery order. Bodies are exactly the spec's.
 */
import { eq } from 'drizzle-orm';
import { codeIn } from '../../e2e/fixtures/mail';
import { readOutbox } from '../src/adapters/outbox';
import { inviteCodes, users } from '../src/db/schema';
import { newId } from '../src/shared/ids';
import { insertItem } from './cart-fixtures';
import { adminSession, buildTestApp, call, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('signs up, verifies, renews, fills the cart and places a pickup order (slots defined) and a delivery order', async () => {
  const admin = await adminSession(t.app);
  await t.app.ctx.db.insert(inviteCodes).values({ id: newId(), code: 'SPECCLIENT', uses: 5, createdBy: 'admin' });
  const cake = await insertItem(t.app, { category: 'Cakes', title: 'Spec Client Cake', priceCents: 60_000 });

  const account = {
    username: 'specclient',
    password: 'Spec1Client!',
    inviteCode: 'SPECCLIENT',
    email: 'spec.client@example.com',
    firstname: 'Spec',
    lastname: 'Client',
    phonenumber: '5557654321',
  };
  expect((await call(t.app, 'POST', '/api/signup', { payload: account })).statusCode).toBeLessThan(300);

  // Phone verification (no token): the code goes by SMS (the dev outbox), then back with the number.
  expect((await call(t.app, 'POST', '/api/verify-phone', { payload: { phoneNumber: account.phonenumber } })).statusCode).toBe(200);
  const sms = (await readOutbox(t.dataDir)).filter((m) => m.channel === 'sms' && m.to === `+1${account.phonenumber}`);
  const code = codeIn(sms[sms.length - 1]!.text);
  const verified = await call(t.app, 'POST', '/api/verify-phone', { payload: { phoneNumber: account.phonenumber, code } });
  expect(verified.statusCode).toBe(200);

  const [user] = await t.app.ctx.db.select().from(users).where(eq(users.username, account.username));
  const approval = await call(t.app, 'POST', '/api/changeApproval', {
    token: admin.token,
    payload: { user_id: user!.id, newValueApproved: true },
  });
  expect(approval.statusCode).toBe(200);

  const login = await call(t.app, 'POST', '/api/login', { payload: { username: account.username, password: account.password } });
  expect(login.statusCode).toBe(200);
  const token = login.json().token as string;

  // Every 50 minutes (here: twice): the answer is not used, only a failure would sign the user out.
  expect((await call(t.app, 'POST', '/api/verify-token', { token })).statusCode).toBe(200);
  expect((await call(t.app, 'POST', '/api/getuser', { token })).statusCode).toBe(200);

  const listed = await call(t.app, 'GET', '/api/fireworks?category=cakes', { token });
  expect(listed.statusCode).toBe(200);
  const item = (listed.json() as Array<{ title: string; imageUrl: string }>).find((i) => i.title === cake.title)!;
  const fill = () =>
    call(t.app, 'POST', '/api/update-cart', {
      token,
      payload: { cartItems: [{ category: 'Cakes', title: item.title, quantity: 1, imageUrl: item.imageUrl }] },
    });
  expect((await fill()).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/get-cart', { token })).json().cart).toHaveLength(1);
  expect((await call(t.app, 'GET', '/api/getCartTotal', { token })).json().totalAmount).toBeGreaterThan(500);

  // The admin defines pickup slots; the spec's body names none: the earliest with room is given.
  const slot = await call(t.app, 'POST', '/api/pickup-slots', {
    token: admin.token,
    payload: { date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5 },
  });
  expect(slot.statusCode).toBe(201);
  const pickup = await call(t.app, 'POST', '/api/create-order', { token, payload: { FundstoAdd: 0, isPickup: true } });
  expect(pickup.statusCode).toBe(201);
  expect(pickup.json().message).toBe('Your order will be ready for pickup on Fri, Nov 20, 10:00 AM–11:00 AM.');

  expect((await call(t.app, 'POST', '/api/verify-token', { token })).statusCode).toBe(200);
  expect((await fill()).statusCode).toBe(200);
  const delivery = await call(t.app, 'POST', '/api/create-order', { token, payload: { FundstoAdd: 0, isPickup: false } });
  expect(delivery.statusCode).toBe(201);

  const orders = (await call(t.app, 'GET', '/api/user-orders', { token })).json() as Array<{
    isPickup: boolean;
    pickupSlot: { _id: string } | null;
  }>;
  expect(orders.map((o) => [o.isPickup, o.pickupSlot?._id ?? null])).toEqual([
    [false, null],
    [true, slot.json()._id],
  ]);
  expect((await call(t.app, 'GET', '/api/fundsinacct', { token })).statusCode).toBe(200);
});
