/**
 * Issue 14, "also found": control characters (CR/LF and the rest) and text-direction characters
 * (bidi overrides, embeddings, isolates, marks) are refused in names, with the core rule the sign-up
 * screen also shows, so they never reach the admins' "awaiting approval" e-mail.
 */
import { hasInvalidNameCharacters } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { inviteCodes, users } from '../../src/db/schema';
import { newId } from '../../src/shared/ids';
import { buildTestApp, call, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ctx.db.insert(inviteCodes).values({ id: newId(), code: 'NAMES-OK', uses: 50, createdBy: 'admin' });
});
afterAll(() => t.close());

let n = 0;
function signup(fields: Record<string, string>, language = 'en') {
  n += 1;
  return call(t.app, 'POST', '/api/signup', {
    headers: { 'accept-language': language },
    payload: {
      username: `namecheck${n}`,
      password: 'Sparkle-2026',
      inviteCode: 'NAMES-OK',
      email: `namecheck${n}@example.com`,
      firstname: 'Nova',
      lastname: 'Star',
      phonenumber: `55588${String(n).padStart(5, '0')}`,
      ...fields,
    },
  });
}

const HOSTILE = {
  'CR/LF (a forged mail line)': 'Nova\r\nBcc: victim@example.com',
  'a lone LF': 'Nova\nStar',
  TAB: 'No\tva',
  ESC: 'Nova\u001b[31m',
  DEL: 'Nova\u007f',
  'a C1 control (NEL)': 'Nova\u0085',
  'RIGHT-TO-LEFT OVERRIDE': 'Nova\u202Erats',
  'LEFT-TO-RIGHT EMBEDDING': '\u202ANova',
  'RIGHT-TO-LEFT ISOLATE': 'Nova\u2067x\u2069',
  'RIGHT-TO-LEFT MARK': 'Nova\u200F',
  'LINE SEPARATOR': 'Nova\u2028Star',
};

describe.each(['firstname', 'lastname', 'username'])('%s', (field) => {
  it.each(Object.entries(HOSTILE))('refuses %s with the names message, creating no account', async (_what, value) => {
    const response = await signup({ [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Names must not contain control or text-direction characters.' });
    expect(
      await t.app.ctx.db
        .select()
        .from(users)
        .where(eq(users.username, `namecheck${n}`)),
    ).toEqual([]);
  });
});

it('answers in Spanish', async () => {
  const response = await signup({ lastname: 'Star\u202E' }, 'es');
  expect(response.json()).toEqual({ error: 'Los nombres no pueden contener caracteres de control ni de dirección del texto.' });
});

it('keeps accepting names in any script, with accents, apostrophes, spaces and hyphens', async () => {
  for (const [firstname, lastname] of [
    ['José', "O'Brien-Müller"],
    ['李', '小龍'],
    ['محمد', 'علي'],
    ['Zoë Ann', 'Ñúñez'],
  ] as const) {
    expect(hasInvalidNameCharacters(firstname) || hasInvalidNameCharacters(lastname)).toBe(false);
    const response = await signup({ firstname, lastname });
    expect(response.statusCode).toBe(201);
  }
});
