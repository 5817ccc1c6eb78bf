import { eq } from 'drizzle-orm';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { inviteCodes, users } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
function newcomer(overrides: Record<string, string> = {}) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    username: `newcomer${n}`,
    password: 'Sparkle-2026',
    inviteCode: 'WELCOME',
    email: `newcomer${n}@example.com`,
    firstname: 'Nova',
    lastname: 'Star',
    phonenumber: `555700${n}`,
    ...overrides,
  };
}

async function invite(code: string, uses: number) {
  await t.app.ctx.db.insert(inviteCodes).values({ id: newId(), code, uses, createdBy: 'admin' }).onConflictDoUpdate({
    target: inviteCodes.code,
    set: { uses },
  });
}

async function usesLeft(code: string) {
  const [row] = await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
  return row?.uses;
}

const signup = (payload: unknown, headers?: Record<string, string>) => call(t.app, 'POST', '/api/signup', { payload, headers });

beforeEach(() => invite('WELCOME', 1000));

describe('POST /api/signup', () => {
  it('creates an unverified, unapproved account, takes one use of the invite code and answers the phone number', async () => {
    const before = await usesLeft('WELCOME');
    const fields = newcomer({ email: 'Nova.Star@Example.com' });
    const response = await signup(fields);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Sign up successful! Please verify your phone number.', phonenumber: fields.phonenumber });
    expect(await usesLeft('WELCOME')).toBe((before as number) - 1);
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.username, fields.username));
    expect(user).toMatchObject({ verified: false, approved: false, admin: false, email: 'nova.star@example.com', firstname: 'Nova' });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);

    const login = await call(t.app, 'POST', '/api/login', { payload: { username: fields.username, password: fields.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ needsPhoneVerification: true, phonenumber: fields.phonenumber });
  });

  it.each(['username', 'password', 'inviteCode', 'email', 'firstname', 'lastname', 'phonenumber'])(
    "asks for all fields when %s is missing or blank ('Please fill in all fields.')",
    async (field) => {
      const missing: Record<string, string> = newcomer();
      delete missing[field];
      for (const payload of [missing, newcomer({ [field]: '   ' })]) {
        const response = await signup(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Please fill in all fields.' });
      }
    },
  );

  it('checks each field with a message a person can act on', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: 'nova@example' }, 'Invalid Email Address'],
      [{ email: 'no at sign.com' }, 'Invalid Email Address'],
      [{ phonenumber: '555123456' }, 'Phone number must be exactly 10 digits.'],
      [{ phonenumber: '555-123-4567' }, 'Phone number must be exactly 10 digits.'],
      [{ password: 'Short1' }, 'Password must be at least 8 characters.'],
      [{ password: 'x'.repeat(201) }, 'Password must be at most 200 characters.'],
      [{ username: 'ab' }, 'Username must be 3 to 30 characters: letters, digits, dots, dashes or underscores.'],
      [{ username: 'two words' }, 'Username must be 3 to 30 characters: letters, digits, dots, dashes or underscores.'],
      [{ firstname: 'N'.repeat(101) }, 'First and last name must be at most 100 characters each.'],
      [{ inviteCode: 'NO-SUCH-CODE' }, 'Invalid invite code.'],
    ];
    for (const [overrides, error] of cases) {
      const response = await signup(newcomer(overrides));
      expect({ overrides, status: response.statusCode, body: response.json() }).toEqual({ overrides, status: 400, body: { error } });
    }
  });

  it('takes the invite code in any case, as codes are unique ignoring case', async () => {
    const before = await usesLeft('WELCOME');
    const response = await signup(newcomer({ inviteCode: 'welcome' }));
    expect(response.statusCode).toBe(201);
    expect(await usesLeft('WELCOME')).toBe((before as number) - 1);
  });

  it('refuses an exhausted invite code, and a sign-up stops when its code runs out', async () => {
    await invite('LAST-ONE', 1);
    expect((await signup(newcomer({ inviteCode: 'LAST-ONE' }))).statusCode).toBe(201);
    const refused = await signup(newcomer({ inviteCode: 'LAST-ONE' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'This invite code has no uses left.' });
    expect(await usesLeft('LAST-ONE')).toBe(0);
  });

  it('answers 409 for a taken username, e-mail (any case) or phone, without using the invite code', async () => {
    const { user } = await createUser(t.app, { username: 'TakenName', email: 'taken@example.com', phonenumber: '5559990001' });
    const before = await usesLeft('WELCOME');
    const cases: [Record<string, string>, string][] = [
      [{ username: 'takenname' }, 'This username is already taken.'],
      [{ email: 'TAKEN@example.com' }, 'An account with this email address already exists.'],
      [{ phonenumber: user.phonenumber }, 'An account with this phone number already exists.'],
    ];
    for (const [overrides, error] of cases) {
      const response = await signup(newcomer(overrides));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error });
    }
    expect(await usesLeft('WELCOME')).toBe(before);
  });

  it('20 concurrent sign-ups against a 5-use code create exactly 5 accounts', async () => {
    await invite('FIVE-USES', 5);
    const attempts = Array.from({ length: 20 }, () => newcomer({ inviteCode: 'FIVE-USES' }));
    const responses = await Promise.all(attempts.map((fields) => signup(fields)));
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(5);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'This invite code has no uses left.' });
    }
    expect(await usesLeft('FIVE-USES')).toBe(0);
    const rows = await t.app.ctx.db.select().from(users);
    expect(rows.filter((u) => attempts.some((a) => a.username === u.username))).toHaveLength(5);
  });

  it('refuses unknown fields and wrong types', async () => {
    expect((await signup({ ...newcomer(), admin: true })).statusCode).toBe(400);
    expect((await signup({ ...newcomer(), phonenumber: 5551234567 })).statusCode).toBe(400);
  });

  it('answers in Spanish', async () => {
    const response = await signup(newcomer({ email: 'bad' }), { 'accept-language': 'es' });
    expect(response.json()).toEqual({ error: 'Correo electrónico no válido' });
  });
});
