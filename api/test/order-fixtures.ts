/**
 * One shop per order test file, and customers who place an order in it: the setup the order,
 * payment, order-desk and delivery tests share.
 */
import type { FastifyInstance } from 'fastify';
import { fillCart, type ItemRow, insertItem } from './cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from './helper';
import { startSmtpCapture } from './smtp-capture';

/**
 * A fresh shop (`options` as buildTestApp's, e.g. an SMTP_URL), its admin's session and one $1,000.00
 * item: one unit is $1,082.50 after tax, a $216.50 deposit.
 */
export async function openShopWithCake(
  title = 'Finale Cake',
  options: Parameters<typeof buildTestApp>[0] = {},
): Promise<{ t: TestApp; admin: { token: string }; cake: ItemRow }> {
  const t = await buildTestApp(options);
  const admin = await adminSession(t.app);
  const cake = await insertItem(t.app, { category: 'Assortments', title, priceCents: 100_000 });
  return { t, admin, cake };
}

/** openShopWithCake whose e-mails go to a real SMTP capture server; `close` stops both. */
export async function openShopWithCakeAndMail(title: string) {
  const smtp = await startSmtpCapture();
  const shop = await openShopWithCake(title, { env: { SMTP_URL: smtp.url } });
  const close = async () => {
    await shop.t.close();
    await smtp.close();
  };
  return { ...shop, smtp, close };
}

/** A new approved customer with one unit of `item` in the cart. */
export async function customerWithItemInCart(app: FastifyInstance, item: ItemRow, fields: Parameters<typeof createUser>[1] = {}) {
  const customer = await createUser(app, fields);
  await fillCart(app, customer.token, [{ item, quantity: 1 }]);
  return customer;
}

/** A new customer who orders one unit of `item` with `payload` (the order must be created). */
export async function placeOrder(
  app: FastifyInstance,
  item: ItemRow,
  payload: Record<string, unknown> = { isPickup: true },
  options: { language?: 'en' | 'es'; customer?: Parameters<typeof createUser>[1] } = {},
) {
  const customer = await customerWithItemInCart(app, item, options.customer);
  const response = await call(app, 'POST', '/api/create-order', {
    token: customer.token,
    payload,
    headers: options.language ? { 'accept-language': options.language } : undefined,
  });
  if (response.statusCode !== 201) throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
  const created = response.json();
  return { ...customer, orderId: created.orderId as string, orderNumber: created.orderNumber as string, created };
}
