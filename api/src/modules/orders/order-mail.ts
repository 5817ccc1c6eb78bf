import { DEFAULT_LANGUAGE, isLanguage, type Language, translator } from '@fireworks/core/i18n';
import { formatMoney, formatPhoneNumber, orderBalance, paymentAppsText, paymentMemoMessage } from '@fireworks/core/rules';
import type { FastifyInstance } from 'fastify';
import { sendLocalizedMail } from '../../adapters/email/localized';
import type { UserRow } from '../../shared/users';
import { CatalogCache } from '../catalog/catalog.cache';
import { findUserById, listAdmins } from '../users/users.queries';
import { adminHandover, pickupLine, slotText, unsuitableSlotLine } from './handover-lines';
import { lineList } from './line-list';
import type { OrderItemRow, OrderRow } from './orders.queries';

/**
 * The order e-mails (issue 15): order created (how to pay), payment recorded (new balance), payment
 * voided (a correction, issue 40), order completed (with any balance still owed), a balance-due reminder, a new pickup
 * time (the order was moved to another slot), an open order cancelled (an admin deleted it before
 * anything was paid: its payment instructions no longer apply), and one to every admin per new
 * order. Each goes to the customer's current address in the language they last used; failures are
 * logged, never thrown (a lost e-mail must not undo a payment). A customer whose account was deleted gets none any more
 * (they asked to be removed, or were): the order keeps the address it was placed with, but nothing
 * is sent to it; the admins' e-mails are unchanged.
 */
type OrderMailKind = 'created' | 'payment' | 'voided' | 'completed' | 'reminder' | 'slotMoved' | 'slotChanged' | 'deleted';

/**
 * The e-mail's texts: a completed order that still owes states the balance and how to pay it, not
 * only thanks (issue 40); a new order the customer's funds paid in full asks for no payment (its
 * page shows no way to pay either); a payment recorded or cancelled that leaves the deposit short
 * says the amount still due now and how to pay it.
 */
function mailTexts(kind: OrderMailKind, order: OrderRow): string {
  const { balanceDueCents, depositPaid } = orderBalance(order);
  const owes = balanceDueCents > 0;
  if (kind === 'completed' && owes) return 'completedOwing';
  if (kind === 'created' && !owes) return 'createdPaid';
  // A payment (or a cancelled one) that leaves the deposit short, or a reminder while it is: what is
  // still due now and how to pay it, as the order page says, not only the balance. Once the deposit
  // is paid, the whole balance is due now and the e-mail says it once.
  if ((kind === 'payment' || kind === 'voided' || kind === 'reminder') && owes && !depositPaid) return `${kind}DepositDue`;
  // A cancelled order that used store funds says they are back in the customer's account.
  if (kind === 'deleted' && order.fundsUsedCents > 0) return 'deletedFundsReturned';
  return kind;
}

/** Who an order e-mail goes to: the customer's current address, language and first name. */
export interface OrderMailRecipient {
  to: string;
  language: Language;
  firstname: string;
}

/**
 * The customer's current address, language and first name; null when their account was deleted
 * (orders.user_id is set null with it, or the row is gone by the time it is read): no e-mail then.
 */
async function recipient(app: FastifyInstance, order: OrderRow): Promise<OrderMailRecipient | null> {
  const user = order.userId ? await findUserById(app.ctx.db, order.userId) : null;
  if (!user) return null;
  return {
    to: user.email,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    firstname: user.firstname || order.customerFirstname || order.customerUsername,
  };
}

function orderParams(app: FastifyInstance, order: OrderRow, language: Language) {
  const balance = orderBalance(order);
  const money = (cents: number) => formatMoney(cents, language);
  return {
    number: order.orderNumber,
    // The order page's "Order total" (amountDue): not paid + needed, which moves with store credit used or bought.
    total: money(order.amountDueCents),
    paid: money(order.amountPayedCents),
    balance: money(balance.balanceDueCents),
    dueNow: money(balance.amountDueNowCents),
    deposit: money(order.minimumDepositCents),
    phone: formatPhoneNumber(app.ctx.config.paymentPhone),
    apps: paymentAppsText(language),
    memo: memoLine(order, language),
    link: `${app.ctx.config.publicUrl}/orders/${order.id}`,
    funds: fundsLines(order, language),
    pickup: '',
  };
}

/**
 * 'In the payment message, write exactly this text: "fireworks purchase FW-26-00012"': the order
 * page's sentence, the memo quoted as the text to copy as it is (in Spanish too).
 */
function memoLine(order: OrderRow, language: Language): string {
  const { key, params } = paymentMemoMessage(order);
  return translator(language)(key, params);
}

/**
 * '\nPaid with your funds: $300.00.\nFunds to add to your account: $100.00.' for an order that
 * used or bought store funds ('' for one that did neither): the lines of the order page between the
 * order total and the balance, so the balance the e-mail states adds up.
 */
function fundsLines(order: OrderRow, language: Language): string {
  const t = translator(language);
  const lines = [
    ...(order.fundsUsedCents > 0 ? [t('orders:email.fundsUsed', { amount: formatMoney(order.fundsUsedCents, language) })] : []),
    ...(order.fundsToAddCents > 0 ? [t('orders:email.fundsToAdd', { amount: formatMoney(order.fundsToAddCents, language) })] : []),
  ];
  return lines.map((line) => `\n${line}`).join('');
}

/**
 * E-mails the customer (throws when sending fails); answers the address written to, or null when
 * the customer's account was deleted (nothing is sent).
 */
async function sendCustomerMail(
  app: FastifyInstance,
  order: OrderRow,
  kind: OrderMailKind,
  extra: { amountCents?: number; reason?: string; to?: OrderMailRecipient } = {},
): Promise<string | null> {
  const customer = extra.to ?? (await recipient(app, order));
  if (!customer) {
    app.log.info({ orderId: order.id, kind }, "order e-mail not sent: the customer's account was deleted");
    return null;
  }
  const { to, language, firstname } = customer;
  const params = {
    ...orderParams(app, order, language),
    // A new pickup time's e-mail says the time in its first sentence; the pickup lines do not repeat it.
    pickup: await pickupLine(app, order, language, { slotSaid: kind === 'slotMoved' || kind === 'slotChanged' }),
    firstname,
    ...(extra.amountCents !== undefined ? { amount: formatMoney(extra.amountCents, language) } : {}),
    ...(extra.reason !== undefined ? { reason: extra.reason } : {}),
    ...(kind === 'slotMoved' || kind === 'slotChanged' ? { slot: await slotText(app, order, language) } : {}),
    ...(kind === 'slotMoved' ? { unsuitable: await unsuitableSlotLine(app, order, language) } : {}),
  };
  const texts = mailTexts(kind, order);
  await sendLocalizedMail(app.ctx.mailer, {
    to,
    language,
    subjectKey: `orders:email.${texts}.subject`,
    textKey: `orders:email.${texts}.text`,
    params,
  });
  return to;
}

/**
 * E-mails the customer; answers the address written to (the current one), or null when nothing was
 * sent (sending failed, or the customer's account was deleted).
 */
export async function mailCustomer(
  app: FastifyInstance,
  order: OrderRow,
  kind: OrderMailKind,
  extra: { amountCents?: number; reason?: string } = {},
): Promise<string | null> {
  try {
    return await sendCustomerMail(app, order, kind, extra);
  } catch (error) {
    app.log.error({ err: error, orderId: order.id, kind }, 'order e-mail failed');
    return null;
  }
}

/**
 * A new order's e-mails after the answer (issue 13): the customer's, then one per admin, each
 * its own retried task (app.ctx.afterReply), so a retry never sends an e-mail twice.
 */
export function mailNewOrderAfterReply(app: FastifyInstance, order: OrderRow, lines: OrderItemRow[], customer: OrderMailRecipient): void {
  const { afterReply } = app.ctx;
  const context = { orderId: order.id };
  afterReply.run('order-created e-mail', async () => void (await sendCustomerMail(app, order, 'created', { to: customer })), context);
  afterReply.run(
    'admin new-order e-mails',
    async () => {
      for (const admin of await cachedAdmins(app)) {
        afterReply.run('admin new-order e-mail', () => sendAdminNewOrder(app, order, lines, admin), { ...context, to: admin.email });
      }
    },
    context,
  );
}

/**
 * The customer hears of the new pickup time after the answer ('slotMoved': the store moved it;
 * 'slotChanged': they changed it themselves, a confirmation) (docs/decisions/order-emails-after-the-answer.md),
 * retried as a new order's e-mails are.
 */
export function mailSlotMovedAfterReply(app: FastifyInstance, order: OrderRow, kind: 'slotMoved' | 'slotChanged' = 'slotMoved'): void {
  app.ctx.afterReply.run('pickup-slot-moved e-mail', async () => void (await sendCustomerMail(app, order, kind)), {
    orderId: order.id,
  });
}

/**
 * The customer of an open order an admin deleted hears after the answer that it was cancelled (its
 * payment instructions no longer apply) and of the store funds given back, retried as the others.
 */
export function mailOrderCancelledAfterReply(app: FastifyInstance, order: OrderRow, fundsReturnedCents: number): void {
  app.ctx.afterReply.run(
    'order-cancelled e-mail',
    async () => void (await sendCustomerMail(app, order, 'deleted', { amountCents: fundsReturnedCents })),
    { orderId: order.id },
  );
}

type AdminRecipient = Pick<UserRow, 'email' | 'language'>;

const adminCaches = new WeakMap<FastifyInstance, CatalogCache<AdminRecipient[]>>();

/**
 * Who hears of a new order: the admins' addresses and languages, kept in this process until a
 * user changes (change feed `u:<id>` and `users`, at once for this process's writes and within a
 * second for another's; `*` when the feed was down), 1 s while the feed is down: an order's
 * e-mails cost no query in steady state (issue 13).
 */
function cachedAdmins(app: FastifyInstance): Promise<AdminRecipient[]> {
  let cache = adminCaches.get(app);
  if (!cache) {
    const created = new CatalogCache<AdminRecipient[]>(1000, Date.now, { feed: app.ctx.changes, topics: ['users'] });
    app.ctx.changes.subscribe((change) => {
      if (change.startsWith('u:')) created.clear();
    });
    adminCaches.set(app, created);
    cache = created;
  }
  return cache.get('admins', async () => (await listAdmins(app.ctx.db)).map(({ email, language }) => ({ email, language })));
}

/**
 * One admin hears of a new order, in their own language (throws when sending fails): its number,
 * customer, total, pickup slot or delivery address, and the items (issue 40).
 */
async function sendAdminNewOrder(
  app: FastifyInstance,
  order: OrderRow,
  lines: readonly OrderItemRow[],
  admin: AdminRecipient,
): Promise<void> {
  const language = isLanguage(admin.language) ? admin.language : DEFAULT_LANGUAGE;
  await sendLocalizedMail(app.ctx.mailer, {
    to: admin.email,
    language,
    subjectKey: 'orders:email.adminNew.subject',
    textKey: 'orders:email.adminNew.text',
    params: {
      ...orderParams(app, order, language),
      customer: `${order.customerFirstname} ${order.customerLastname}`.trim() || order.customerUsername,
      email: order.customerEmail,
      phone: formatPhoneNumber(order.customerPhonenumber),
      type: translator(language)(order.isPickup ? 'orders:email.pickup' : 'orders:email.delivery'),
      handover: await adminHandover(app, order, language),
      items: lineList(lines, language, '\n'),
      link: `${app.ctx.config.publicUrl}/orders/${order.id}`,
    },
  });
}
