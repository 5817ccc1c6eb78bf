/**
 * Issue 14, item 2: a new e-mail address takes effect only after its owner proves it, and the old
 * address is told. The spec's calls keep working: a body-less send-verification-email sends a code
 * to the current address; change-email with that code only makes the new address pending.
 */
import { codeIn, startSmtpServer, type TestSmtpServer, waitUntil } from '../../../e2e/fixtures/mail';
import { buildTestApp, call, createUser, type TestApp } from '../helper';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, token: string | undefined, payload?: unknown) => call(t.app, 'POST', url, { token, payload });
const CODE_SUBJECT = 'Your Fireworks Shop verification code';
/** The code in the first code mail to `email` among the messages from index `after` on. */
const codeMailTo = async (email: string, after = 0) =>
  codeIn(
    (
      await waitUntil(
        () =>
          smtp
            .messages()
            .slice(after)
            .find((m) => m.to === email && m.subject === CODE_SUBJECT),
        'a code mail',
      )
    ).text,
  );

describe('a new e-mail address must be proven by its owner', () => {
  it('the spec’s bare call: a code from the current address does not switch; the new address gets a code, and only that code switches', async () => {
    const { user, token } = await createUser(t.app);
    expect((await post('/api/send-verification-email', token)).statusCode).toBe(200);
    const currentCode = await codeMailTo(user.email);

    const mark = smtp.messages().length;
    const first = await post('/api/change-email', token, { newEmail: 'Unproven.Owner@Example.com', code: currentCode });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      pending: true,
      message: 'Almost done: a code was sent to unproven.owner@example.com. Enter it here to finish the change.',
      user: { email: user.email },
    });
    // Not switched: the account still answers to the old address.
    expect((await post('/api/getuser', token)).json()).toMatchObject({ email: user.email });

    // The old code cannot be used twice, and it cannot finish the change.
    expect((await post('/api/change-email', token, { newEmail: 'unproven.owner@example.com', code: currentCode })).statusCode).toBe(400);

    const newCode = await codeMailTo('unproven.owner@example.com', mark);
    const done = await post('/api/change-email', token, { newEmail: 'unproven.owner@example.com', code: newCode });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Email Changed Successfully', user: { email: 'unproven.owner@example.com' } });
    expect(done.json().pending).toBeUndefined();
    expect((await post('/api/getuser', token)).json()).toMatchObject({ email: 'unproven.owner@example.com' });

    const notice = await smtp.waitFor((m) => m.to === user.email && m.subject === 'Your Fireworks Shop email address was changed');
    expect(notice.text).toContain('unproven.owner@example.com');
  });

  it('a pending address that belongs to another account never receives mail and is never taken', async () => {
    const { user: other } = await createUser(t.app);
    const { user, token } = await createUser(t.app);
    await post('/api/send-verification-email', token);
    const currentCode = await codeMailTo(user.email);
    const first = await post('/api/change-email', token, { newEmail: other.email, code: currentCode });
    expect(first.json()).toMatchObject({ pending: true, user: { email: user.email } });
    expect((await post('/api/change-email', token, { newEmail: other.email, code: '123456' })).statusCode).toBe(400);
    expect(smtp.messages().filter((m) => m.to === other.email)).toEqual([]);
    expect((await post('/api/getuser', token)).json()).toMatchObject({ email: user.email });
  });

  it('a code sent to the new address switches at once, and the old address is told', async () => {
    const { user, token } = await createUser(t.app);
    await post('/api/send-verification-email', token, { newEmail: 'direct-proof@example.com' });
    const code = await codeMailTo('direct-proof@example.com');
    const done = await post('/api/change-email', token, { newEmail: 'direct-proof@example.com', code });
    expect(done.json()).toMatchObject({ message: 'Email Changed Successfully', user: { email: 'direct-proof@example.com' } });
    await smtp.waitFor((m) => m.to === user.email && m.subject === 'Your Fireworks Shop email address was changed');
  });
});
