/**
 * Each order e-mail tells the customer what to do next, as read on a phone (the shop's real SMTP
 * capture): a payment and an order completed before its pickup say when and where to pick it up and
 * that the pickup pass (its code) is needed; an order paid partly with store funds, or buying some,
 * says so, so the total and the balance add up. In English (12-hour clock) and Spanish (usted).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { fillCart, type ItemRow } from '../../../test/cart-fixtures';
import { call, createUser, type TestApp } from '../../../test/helper';
import { openShopWithCakeAndMail, placeOrder } from '../../../test/order-fixtures';
import type { SmtpCapture } from '../../../test/smtp-capture';
import { pickupSlots } from '../../db/schema';
import { newId } from '../../shared/ids';

let shop: Awaited<ReturnType<typeof openShopWithCakeAndMail>>;
let smtp: SmtpCapture;
let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  shop = await openShopWithCakeAndMail('Next Step Cake');
  ({ smtp, t, admin, cake } = shop);
  await call(t.app, 'PUT', '/api/store-location', {
    token: admin.token,
    payload: { address: '12 Main St, Austin 78701', hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' }, mapUrl: '' },
  });
});
afterAll(() => shop.close());

// The test clock: Wednesday 2026-11-18, 12:00 in Chicago. One unit of the cake: $1,082.50, a $216.50 deposit.
async function slot(): Promise<string> {
  const id = newId();
  await t.app.ctx.db.insert(pickupSlots).values({ id, date: '2026-11-20', start: '16:00', end: '17:00', capacity: 50 });
  return id;
}
const pickupOrder = async (language?: 'es') => placeOrder(t.app, cake, { isPickup: true, pickupSlotId: await slot() }, { language });
const pay = (orderId: string, amount: string) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payments`, { token: admin.token, payload: { amount, method: 'zelle' } });
const complete = (orderId: string) =>
  call(t.app, 'POST', '/api/update-order', { token: admin.token, payload: { order_id: orderId, order_status: 'COMPLETE' } });
const pickupCode = async (orderId: string) =>
  (await call(t.app, 'GET', `/api/orders/${orderId}`, { token: admin.token })).json().pickupCode as string;
const mailTo = (to: string, subject: string) => smtp.messages.find((m) => m.to.includes(to) && m.subject === subject)?.text;

const PICKUP_EN = (code: string) =>
  `Pickup: Fri, Nov 20, 4:00 PM–5:00 PM. Bring your pickup pass (code ${code}).\nStore: 12 Main St, Austin 78701. Opening hours: Mon–Sat 10 am–8 pm.`;
const PICKUP_ES = (code: string) =>
  `Recogida: vie, 20 nov, 16:00–17:00. Traiga su pase de recogida (código ${code}).\nTienda: 12 Main St, Austin 78701. Horario: lun–sáb 10–20 h.`;

describe('an order completed before the customer picked it up', () => {
  it('tells them when and where to pick it up, and to bring the pass code', async () => {
    const { user, orderId, orderNumber } = await pickupOrder();
    const code = await pickupCode(orderId);
    await pay(orderId, '1082.50');
    expect((await complete(orderId)).statusCode).toBe(200);
    const text = mailTo(user.email, `Order ${orderNumber} is complete`);
    expect(text).toContain(`Your order ${orderNumber} is complete. Amount paid: $1,082.50. Balance due: $0.00.\n${PICKUP_EN(code)}`);
    expect(text).toContain('Thank you for shopping with us!');
  });

  it('in Spanish for a Spanish customer, with the 24-hour clock', async () => {
    const { user, orderId, orderNumber } = await pickupOrder('es');
    const code = await pickupCode(orderId);
    await pay(orderId, '216.50');
    await complete(orderId);
    const text = mailTo(user.email, `El pedido ${orderNumber} está completo`);
    expect(text).toContain(PICKUP_ES(code));
    expect(text).toContain('Saldo pendiente: $866.00. Le rogamos que lo pague.');
  });

  it('says nothing of a pickup once the order was handed over', async () => {
    const { user, orderId, orderNumber } = await pickupOrder();
    await pay(orderId, '1082.50');
    await call(t.app, 'POST', `/api/orders/${orderId}/picked-up`, { token: admin.token, payload: {} });
    const text = mailTo(user.email, `Order ${orderNumber} is complete`);
    expect(text).toContain('Thank you for shopping with us!');
    expect(text).not.toContain('Pickup:');
    expect(text).not.toContain('pickup pass');
  });
});

describe('a payment recorded on a pickup order not yet picked up', () => {
  it('reminds the customer of the pickup time, the store and the pass code (deposit short, deposit in, paid in full)', async () => {
    const { user, orderId, orderNumber } = await pickupOrder();
    const code = await pickupCode(orderId);
    await pay(orderId, '100.00');
    await pay(orderId, '116.50');
    await pay(orderId, '866.00');
    for (const amount of ['$100.00', '$116.50', '$866.00']) {
      expect(mailTo(user.email, `Order ${orderNumber}: payment of ${amount} received`)).toContain(PICKUP_EN(code));
    }
  });

  it('in Spanish for a Spanish customer', async () => {
    const { user, orderId, orderNumber } = await pickupOrder('es');
    const code = await pickupCode(orderId);
    await pay(orderId, '216.50');
    const text = mailTo(user.email, `Pedido ${orderNumber}: pago de $216.50 recibido`);
    expect(text).toContain('Importe pagado: $216.50. Saldo pendiente: $866.00.');
    expect(text).toContain(PICKUP_ES(code));
  });
});

describe('the order-created e-mail of an order that uses or buys store funds', () => {
  it('says what the funds paid and what is added, so the total and the balance add up (en and es)', async () => {
    for (const language of ['en', 'es'] as const) {
      const customer = await createUser(t.app, { fundsCents: 30_000 });
      await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
      const created = await call(t.app, 'POST', '/api/create-order', {
        token: customer.token,
        payload: { isPickup: false, useFunds: true, FundstoAdd: 100 },
        headers: { 'accept-language': language },
      });
      expect(created.statusCode).toBe(201);
      const { orderNumber } = created.json();
      // $1,082.50 - $300.00 of funds + $100.00 of funds bought = $882.50.
      if (language === 'en') {
        const text = mailTo(customer.user.email, `Order ${orderNumber}: how to pay`);
        expect(text).toContain(
          `Thank you for your order ${orderNumber} (total $1,082.50).\nPaid with your funds: $300.00.\nFunds to add to your account: $100.00.`,
        );
        expect(text).toContain('Balance due: $882.50.');
      } else {
        const text = mailTo(customer.user.email, `Pedido ${orderNumber}: cómo pagar`);
        expect(text).toContain(
          `Gracias por su pedido ${orderNumber} (total $1,082.50).\nPagado con sus fondos: $300.00.\nFondos a agregar a su cuenta: $100.00.`,
        );
        expect(text).toContain('Saldo pendiente: $882.50.');
      }
    }
  });

  it('says nothing of funds when the order neither uses nor buys any', async () => {
    const { user, orderNumber } = await placeOrder(t.app, cake, { isPickup: false });
    const text = mailTo(user.email, `Order ${orderNumber}: how to pay`);
    expect(text).toContain(`Thank you for your order ${orderNumber} (total $1,082.50).\n`);
    expect(text).not.toContain('funds');
  });
});

describe('the language an order e-mail is written in', () => {
  it('is stated in its Content-Language header, so a phone reads a Spanish e-mail aloud in Spanish', async () => {
    const spanish = await pickupOrder('es');
    const english = await pickupOrder();
    const mailOf = (to: string) => smtp.messages.find((m) => m.to.includes(to));
    expect(mailOf(spanish.user.email)).toMatchObject({ subject: `Pedido ${spanish.orderNumber}: cómo pagar`, language: 'es' });
    expect(mailOf(english.user.email)).toMatchObject({ subject: `Order ${english.orderNumber}: how to pay`, language: 'en' });
  });
});

describe("the store's map link", () => {
  it('is in the pickup lines of an order e-mail, as the store-location screen says, in English and Spanish', async () => {
    const mapUrl = 'https://maps.example.com/?q=12+Main+St';
    await call(t.app, 'PUT', '/api/store-location', {
      token: admin.token,
      payload: { address: '12 Main St, Austin 78701', hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' }, mapUrl },
    });
    const english = await pickupOrder();
    const spanish = await pickupOrder('es');
    expect(mailTo(english.user.email, `Order ${english.orderNumber}: how to pay`)).toContain(
      `${PICKUP_EN(await pickupCode(english.orderId))}\nMap: ${mapUrl}\n`,
    );
    expect(mailTo(spanish.user.email, `Pedido ${spanish.orderNumber}: cómo pagar`)).toContain(
      `${PICKUP_ES(await pickupCode(spanish.orderId))}\nMapa: ${mapUrl}\n`,
    );
  });
});

describe('the store moved the pickup to another time', () => {
  const moveTo = (orderId: string, pickupSlotId: string) =>
    call(t.app, 'POST', `/api/orders/${orderId}/pickup-slot`, { token: admin.token, payload: { pickupSlotId } });
  async function slotAt(date: string, start: string, end: string): Promise<string> {
    const id = newId();
    await t.app.ctx.db.insert(pickupSlots).values({ id, date, start, end, capacity: 50 });
    return id;
  }
  /** An English and a Spanish customer's pickup orders, both moved by the store to 14:00–15:00 on `date`. */
  async function bothMovedOn(date: string) {
    const english = await pickupOrder();
    const spanish = await pickupOrder('es');
    const later = await slotAt(date, '14:00', '15:00');
    expect((await moveTo(english.orderId, later)).statusCode).toBe(200);
    expect((await moveTo(spanish.orderId, later)).statusCode).toBe(200);
    return { english, spanish };
  }

  it('tells the customer they may choose another time themselves on the order page while they may (en and es)', async () => {
    const { english, spanish } = await bothMovedOn('2026-11-21');
    expect(mailTo(english.user.email, `Order ${english.orderNumber}: new pickup time Sat, Nov 21, 2:00 PM–3:00 PM`)).toContain(
      'If this time does not suit you, choose another on your order page (up to 2 hours before the pickup starts), or call us at (555) 010-5678.',
    );
    expect(mailTo(spanish.user.email, `Pedido ${spanish.orderNumber}: nueva hora de recogida sáb, 21 nov, 14:00–15:00`)).toContain(
      'Si esta hora no le conviene, elija otra en la página de su pedido (hasta 2 horas antes de que empiece la recogida) o llámenos al (555) 010-5678.',
    );
  });

  it('says the new time once, then the pass code and the store, without a "Pickup:" line repeating it (en and es)', async () => {
    const { english, spanish } = await bothMovedOn('2026-11-22');
    const englishText = mailTo(english.user.email, `Order ${english.orderNumber}: new pickup time Sun, Nov 22, 2:00 PM–3:00 PM`);
    expect(englishText).toContain(
      `The store moved the pickup of order ${english.orderNumber} to a new time: Sun, Nov 22, 2:00 PM–3:00 PM.\n` +
        `Bring your pickup pass (code ${await pickupCode(english.orderId)}).\nStore: 12 Main St, Austin 78701. Opening hours: Mon–Sat 10 am–8 pm.\n`,
    );
    expect(englishText?.match(/2:00 PM–3:00 PM/g)).toHaveLength(1);
    expect(englishText).not.toContain('Pickup:');
    const spanishText = mailTo(spanish.user.email, `Pedido ${spanish.orderNumber}: nueva hora de recogida dom, 22 nov, 14:00–15:00`);
    expect(spanishText).toContain(
      `La tienda cambió la recogida del pedido ${spanish.orderNumber} a una nueva hora: dom, 22 nov, 14:00–15:00.\n` +
        `Traiga su pase de recogida (código ${await pickupCode(spanish.orderId)}).\nTienda: 12 Main St, Austin 78701. Horario: lun–sáb 10–20 h.\n`,
    );
    expect(spanishText?.match(/14:00–15:00/g)).toHaveLength(1);
    expect(spanishText).not.toContain('Recogida:');
  });

  it('only to call the store once the new time starts within 2 hours (the order page can no longer change it)', async () => {
    // The test clock is 12:00 in the shop: a slot at 13:00 today is too close for the customer to change.
    const { user, orderId, orderNumber } = await pickupOrder();
    const soon = await slotAt('2026-11-18', '13:00', '14:00');
    expect((await moveTo(orderId, soon)).statusCode).toBe(200);
    const text = mailTo(user.email, `Order ${orderNumber}: new pickup time Wed, Nov 18, 1:00 PM–2:00 PM`);
    expect(text).toContain('If this time does not suit you, call us at (555) 010-5678.');
    expect(text).not.toContain('order page');
  });
});
