import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { users } from '../../db/schema';
import { notifyPendingApproval } from './notifications';
import { findUserById } from './users.queries';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.com' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.refuse.clear();
});

describe('notifyPendingApproval', () => {
  it('e-mails every admin, each in their own language, with a link to Manage Users', async () => {
    const second = await createUser(t.app, { admin: true, email: 'jefa@example.com' });
    await t.app.ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, second.user.id));
    const { user } = await createUser(t.app, { approved: false, firstname: 'Pat', lastname: 'Pyro' });

    await notifyPendingApproval(t.app, user);

    const mails = await smtp.waitFor(2);
    const english = mails.find((m) => m.to.includes('admin@example.com'));
    const spanish = mails.find((m) => m.to.includes('jefa@example.com'));
    expect(english?.subject).toBe(`New user awaiting approval: ${user.username}`);
    expect(english?.text).toContain(`Pat Pyro (${user.username}) verified their phone number`);
    expect(english?.text).toContain(user.phonenumber);
    expect(english?.text).toContain('https://shop.example.com/manageusers');
    expect(spanish?.subject).toBe(`Nuevo usuario pendiente de aprobación: ${user.username}`);
    expect(spanish?.text).toContain('https://shop.example.com/manageusers');
    await t.app.ctx.db.delete(users).where(eq(users.id, second.user.id));
  });

  it('logs instead of throwing when the mail server refuses an admin', async () => {
    smtp.refuse.add('admin@example.com');
    const { user } = await createUser(t.app, { approved: false });
    await expect(notifyPendingApproval(t.app, user)).resolves.toBeUndefined();
    expect(smtp.messages).toEqual([]);
  });
});

describe('notifyApproved', () => {
  it('tells the user, in their language, that they can log in once an admin approves them', async () => {
    const { user } = await createUser(t.app, { approved: false, firstname: 'Lupe' });
    await t.app.ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const admin = await adminSession(t.app);

    const response = await call(t.app, 'POST', '/api/changeApproval', {
      token: admin.token,
      payload: { user_id: user.id, newValueApproved: true },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: [user.email], subject: 'Su cuenta de Fireworks Shop ha sido aprobada' });
    expect(mail?.text).toContain(`Hola Lupe:`);
    expect(mail?.text).toContain('https://shop.example.com');
  });

  it('tells the user once: approving an approved user again (a repeated request, two admins) sends nothing more', async () => {
    const { user } = await createUser(t.app, { approved: false });
    const admin = await adminSession(t.app);
    const approve = () =>
      call(t.app, 'POST', '/api/changeApproval', { token: admin.token, payload: { user_id: user.id, newValueApproved: true } });
    expect((await approve()).statusCode).toBe(200);
    await smtp.waitFor(1);
    expect((await approve()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('sends nothing on un-approval, and a refused e-mail does not undo an approval', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    await call(t.app, 'POST', '/api/changeApproval', { token: admin.token, payload: { user_id: user.id, newValueApproved: false } });
    expect(smtp.messages).toEqual([]);

    smtp.refuse.add(user.email);
    const approve = await call(t.app, 'POST', '/api/changeApproval', {
      token: admin.token,
      payload: { user_id: user.id, newValueApproved: true },
    });
    expect(approve.statusCode).toBe(200);
    expect((await findUserById(t.app.ctx.db, user.id))?.approved).toBe(true);
  });
});
