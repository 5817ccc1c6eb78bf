/**
 * POST /api/change-signup-phone: a customer who typed the wrong number at sign-up corrects it
 * before verifying it, proven with the username and password (docs/decisions/sign-up-journey.md).
 */
import { eq } from 'drizzle-orm';
import { codeIn } from '../../../../e2e/fixtures/mail';
import { buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { readOutbox } from '../../adapters/outbox';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let numbers = 0;
/** A number no account has. */
const freshNumber = () => `5552${String(++numbers).padStart(6, '0')}`;

const change = (payload: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/change-signup-phone', { payload, headers });
const sendCode = (phoneNumber: string) => call(t.app, 'POST', '/api/verify-phone', { payload: { phoneNumber } });

async function smsTo(phone: string): Promise<string[]> {
  return (await readOutbox(t.dataDir)).filter((m) => m.channel === 'sms' && m.to === `+1${phone}`).map((m) => m.text);
}

async function phoneOf(userId: string): Promise<string | undefined> {
  return (await t.app.ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.phonenumber;
}

const unverified = () => createUser(t.app, { verified: false, approved: false });

describe('POST /api/change-signup-phone', () => {
  it('corrects the number of an account not verified yet: the code goes to the new number and verifies it; login then waits for the admin', async () => {
    const { user } = await unverified();
    const wrong = user.phonenumber;
    const right = freshNumber();
    const response = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: right });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Phone number changed.', phonenumber: right });
    expect(await phoneOf(user.id)).toBe(right);

    expect((await sendCode(right)).statusCode).toBe(200);
    const [text] = await smsTo(right);
    // The old number belongs to nobody now: it gets no text.
    expect((await sendCode(wrong)).statusCode).toBe(200);
    expect(await smsTo(wrong)).toEqual([]);
    const verified = await call(t.app, 'POST', '/api/verify-phone', { payload: { phoneNumber: right, code: codeIn(text as string) } });
    expect(verified.json()).toEqual({ message: 'Phone number verified successfully!\nAwaiting approval from admin.' });
    const login = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect(login.json()).toEqual({ error: 'Awaiting approval from admin.' });
  });

  it('answers in Spanish', async () => {
    const { user } = await unverified();
    const phoneNumber = freshNumber();
    const response = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber }, { 'accept-language': 'es' });
    expect(response.json()).toEqual({ message: 'Número de teléfono cambiado.', phonenumber: phoneNumber });
  });

  it('gives an unknown username and a wrong password the same refusal as login, and changes nothing', async () => {
    const { user } = await unverified();
    const unknown = await change({ username: 'nobody-here', password: TEST_PASSWORD, phoneNumber: freshNumber() });
    const wrong = await change({ username: user.username, password: `not-${TEST_PASSWORD}`, phoneNumber: freshNumber() });
    const login = await call(t.app, 'POST', '/api/login', { payload: { username: 'nobody-here', password: TEST_PASSWORD } });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(login.json());
    }
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
    expect(await phoneOf(user.id)).toBe(user.phonenumber);
    const spanish = await change(
      { username: user.username, password: `not-${TEST_PASSWORD}`, phoneNumber: freshNumber() },
      { 'accept-language': 'es' },
    );
    expect(spanish.json()).toEqual({ error: 'Usuario o contraseña incorrectos.' });
  });

  it("counts wrong passwords towards the name's login back-off", async () => {
    const { user } = await unverified();
    for (let i = 0; i < 10; i++) {
      await change({ username: user.username, password: `not-${TEST_PASSWORD}`, phoneNumber: freshNumber() });
    }
    const locked = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: freshNumber() });
    expect(locked.statusCode).toBe(429);
    expect((await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } })).statusCode).toBe(
      429,
    );
    expect(await phoneOf(user.id)).toBe(user.phonenumber);
  });

  it('never changes a verified phone', async () => {
    for (const approved of [false, true]) {
      const { user } = await createUser(t.app, { verified: true, approved });
      const response = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: freshNumber() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: "This account's phone number is verified already, so it cannot be changed here. Please log in.",
      });
      expect(await phoneOf(user.id)).toBe(user.phonenumber);
    }
  });

  it("refuses a number another account uses with sign-up's sentence, in English and Spanish", async () => {
    const { user } = await unverified();
    const { user: other } = await createUser(t.app);
    const payload = { username: user.username, password: TEST_PASSWORD, phoneNumber: other.phonenumber };
    const response = await change(payload);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'An account with this phone number already exists.' });
    expect((await change(payload, { 'accept-language': 'es' })).json()).toEqual({
      error: 'Ya existe una cuenta con este número de teléfono.',
    });
    expect(await phoneOf(user.id)).toBe(user.phonenumber);
  });

  it('two accounts changing to one number at once: one gets it, the other the sign-up sentence (never a 500)', async () => {
    const [a, b] = await Promise.all([unverified(), unverified()]);
    const phoneNumber = freshNumber();
    const answers = await Promise.all([a, b].map(({ user }) => change({ username: user.username, password: TEST_PASSWORD, phoneNumber })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ error: 'An account with this phone number already exists.' });
    const holders = await t.app.ctx.db.select().from(users).where(eq(users.phonenumber, phoneNumber));
    expect(holders).toHaveLength(1);
  });

  it('the same number again changes nothing', async () => {
    const { user } = await unverified();
    const response = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: user.phonenumber });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Phone number changed.', phonenumber: user.phonenumber });
  });

  it('checks its input before anything else', async () => {
    const { user } = await unverified();
    expect((await change({ username: user.username, password: TEST_PASSWORD })).json()).toEqual({ error: 'Please fill in all fields.' });
    expect((await change({ username: user.username, password: '', phoneNumber: freshNumber() })).json()).toEqual({
      error: 'Please fill in all fields.',
    });
    const short = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: '555123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'Phone number must be exactly 10 digits.' });
    const extra = await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: freshNumber(), verified: true });
    expect(extra.statusCode).toBe(400);
    expect(await phoneOf(user.id)).toBe(user.phonenumber);
  });

  it('gives an account no more texts by changing its number: at most 5 codes an hour, whichever numbers', async () => {
    const { user } = await unverified();
    let phone = user.phonenumber;
    for (let sent = 0; sent < 5; sent++) {
      if (sent > 0) {
        phone = freshNumber();
        expect((await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: phone })).statusCode).toBe(200);
      }
      expect((await sendCode(phone)).statusCode).toBe(200);
    }
    phone = freshNumber();
    expect((await change({ username: user.username, password: TEST_PASSWORD, phoneNumber: phone })).statusCode).toBe(200);
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'Too many codes were requested. Please try again in an hour.' });
    expect(await smsTo(phone)).toEqual([]);
  });
});
