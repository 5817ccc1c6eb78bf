/**
 * A reminder the mail server refuses is not reported as sent: the admin hears it failed, in their
 * language, nothing is audited, and the hour's limit is not taken, so they can try again at once.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres, against the shop's SMTP capture.
 */
import { and, eq } from 'drizzle-orm';
import { call } from '../../../test/helper';
import { openShopWithCakeAndMail, placeOrder } from '../../../test/order-fixtures';
import { auditLog } from '../../db/schema';

let shop: Awaited<ReturnType<typeof openShopWithCakeAndMail>>;
beforeAll(async () => {
  shop = await openShopWithCakeAndMail('Reminder Cake');
});
afterAll(() => shop.close());

const remind = (orderId: string, language = 'en') =>
  call(shop.t.app, 'POST', `/api/orders/${orderId}/remind`, { token: shop.admin.token, headers: { 'accept-language': language } });
const reminderAudits = (orderId: string) =>
  shop.t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.remind')));

describe('POST /api/orders/:id/remind when the mail server refuses the e-mail', () => {
  it('answers that it was not sent (English and Spanish), audits nothing, and lets the admin try again at once', async () => {
    const { orderId, orderNumber, user } = await placeOrder(shop.t.app, shop.cake);
    shop.smtp.refuse.add(user.email);

    const refused = await remind(orderId);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: 'The reminder could not be sent: the mail server did not take it. Please try again in a few minutes.',
    });
    const spanish = await remind(orderId, 'es');
    expect(spanish.statusCode).toBe(502);
    expect(spanish.json()).toEqual({
      error: 'No se pudo enviar el recordatorio: el servidor de correo no lo aceptó. Vuelva a intentarlo en unos minutos.',
    });
    expect(await reminderAudits(orderId)).toEqual([]);

    shop.smtp.refuse.delete(user.email);
    const sent = await remind(orderId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: `Reminder sent to ${user.email}.` });
    expect(
      shop.smtp.messages.filter((m) => m.to.includes(user.email) && m.subject.startsWith(`Order ${orderNumber}: balance due`)),
    ).toHaveLength(1);
    expect(await reminderAudits(orderId)).toHaveLength(1);
  });
});
