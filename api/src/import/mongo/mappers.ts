/**
 * The earlier shop's MongoDB documents (spec §3 field names) mapped to this schema's rows, or a
 * reason to skip them. Pure: the database lookups (duplicates, the order's user) are the importer's.
 * Money arrives as dollars (numbers, or price strings like '$12.99') and leaves as integer cents.
 */
import { categoryFromParam, dollarsToCents, minimumDepositOf, NO_MAX_DOLLARS, parsePriceToCents, taxOf } from '@fireworks/core/rules';
import type { discountRules, inviteCodes, items, orderItems, orders, users } from '../../db/schema';
import { isLegacyBcryptHash, RESET_REQUIRED } from '../../shared/passwords';
import type { MongoDoc } from './export-files';

export type Mapped<T> = { ok: true; value: T; notes: string[] } | { ok: false; reason: string };

const ok = <T>(value: T, notes: string[] = []): Mapped<T> => ({ ok: true, value, notes });
const skip = <T>(reason: string): Mapped<T> => ({ ok: false, reason });

/** Shown in reasons: long or odd values are cut and quoted. */
export function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text === undefined ? 'undefined' : text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
}

function id(doc: MongoDoc): string | null {
  const raw = doc._id;
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' && raw.trim() !== '' && raw.length <= 100 ? raw.trim() : null;
}

function text(value: unknown, maxLength = 10_000): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.length > maxLength) return null;
  return value.trim();
}

function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return value === true || value === 'true' || value === 1;
}

function date(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return new Date();
}

/** Dollars as a number (12.5) or a string ('12.50', '$12.50') to cents; null when not an amount. */
export function amountToCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? dollarsToCents(value) : null;
  return parsePriceToCents(value);
}

/** '+1 (555) 010-1234', 15550101234, '555-010-1234' -> '5550101234'; null unless 10 digits remain. */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let digits = String(value).replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type NewUser = typeof users.$inferInsert;

/**
 * Password decision (docs/import-mongo.md): bcrypt hashes are kept and
 * checked at login, then replaced by scrypt; any other value (missing, plain text, unknown
 * scheme) is never stored, and the account must set a new password through 'Forgot Password?'.
 */
export function mapUser(doc: MongoDoc): Mapped<NewUser> {
  const userId = id(doc);
  if (!userId) return skip('no usable _id');
  const username = text(doc.username, 200);
  if (!username) return skip('no username');
  const email = text(doc.email, 320);
  if (!email || !EMAIL.test(email)) return skip(`invalid e-mail ${show(doc.email)}`);
  const phonenumber = normalisePhone(doc.phonenumber);
  if (!phonenumber) return skip(`invalid phone number ${show(doc.phonenumber)} (10 digits needed)`);
  const fundsCents = doc.funds === undefined || doc.funds === null ? 0 : amountToCents(doc.funds);
  if (fundsCents === null) return skip(`invalid funds ${show(doc.funds)}`);

  const notes: string[] = [];
  const oldHash = [doc.password, doc.passwordHash, doc.hashedPassword].find((v) => typeof v === 'string') as string | undefined;
  let passwordHash = RESET_REQUIRED;
  if (oldHash && (isLegacyBcryptHash(oldHash) || oldHash.startsWith('scrypt$'))) passwordHash = oldHash;
  else notes.push('no bcrypt password hash: the user must set a new password with "Forgot Password?"');

  return ok(
    {
      id: userId,
      username,
      firstname: text(doc.firstname, 200) ?? '',
      lastname: text(doc.lastname, 200) ?? '',
      email,
      phonenumber,
      passwordHash,
      verified: flag(doc.verified, false),
      approved: flag(doc.approved, false),
      admin: flag(doc.admin, false),
      fundsCents,
      notes: text(doc.notes) ?? '',
      createdAt: date(doc.createdAt),
    },
    notes,
  );
}

export type NewItem = typeof items.$inferInsert;

export function mapItem(doc: MongoDoc): Mapped<NewItem> {
  const itemId = id(doc);
  if (!itemId) return skip('no usable _id');
  const category = typeof doc.category === 'string' ? categoryFromParam(doc.category) : null;
  if (!category) return skip(`unknown category ${show(doc.category)}`);
  const title = text(doc.title, 200);
  if (!title) return skip('no title');
  const priceCents = amountToCents(doc.price);
  if (priceCents === null || priceCents <= 0) return skip(`bad price ${show(doc.price)}`);
  return ok({
    id: itemId,
    category,
    title,
    description: text(doc.description) ?? '',
    priceCents,
    visible: flag(doc.visible, true),
    bogo: flag(doc.BOGO ?? doc.bogo, false),
    imageUrl: text(doc.imageUrl, 2000) ?? '',
    gifUrl: text(doc.gifUrl, 2000) ?? '',
    createdAt: date(doc.createdAt),
  });
}

type NewInviteCode = typeof inviteCodes.$inferInsert;

export function mapInviteCode(doc: MongoDoc): Mapped<NewInviteCode> {
  const codeId = id(doc);
  if (!codeId) return skip('no usable _id');
  const code = text(doc.code, 100);
  if (!code) return skip('no code');
  const uses = typeof doc.uses === 'string' && /^\d+$/.test(doc.uses.trim()) ? Number(doc.uses) : doc.uses;
  if (typeof uses !== 'number' || !Number.isInteger(uses) || uses < 0) return skip(`bad number of uses ${show(doc.uses)}`);
  return ok({ id: codeId, code, uses, createdBy: text(doc.createdBy, 200) || 'unknown', createdAt: date(doc.createdAt) });
}

type NewDiscountRule = typeof discountRules.$inferInsert;

export function mapDiscountRule(doc: MongoDoc): Mapped<NewDiscountRule> {
  const ruleId = id(doc);
  if (!ruleId) return skip('no usable _id');
  const range = (doc.priceRange ?? {}) as Record<string, unknown>;
  const minCents = range.min === undefined || range.min === null || range.min === '' ? 0 : amountToCents(range.min);
  if (minCents === null) return skip(`bad minimum ${show(range.min)}`);
  const maxCents = range.max === undefined || range.max === null || range.max === '' ? null : amountToCents(range.max);
  if (maxCents === null && range.max !== undefined && range.max !== null && range.max !== '') return skip(`bad maximum ${show(range.max)}`);
  // 9999999 (or more) is how the earlier shop said "no maximum".
  const max = maxCents !== null && maxCents >= NO_MAX_DOLLARS * 100 ? null : maxCents;
  if (max !== null && minCents > max) return skip(`minimum ${show(range.min)} is above maximum ${show(range.max)}`);
  const percentage = typeof doc.discountPercentage === 'string' ? Number(doc.discountPercentage) : doc.discountPercentage;
  if (typeof percentage !== 'number' || !Number.isInteger(percentage) || percentage < 1 || percentage > 100) {
    return skip(`bad discount percentage ${show(doc.discountPercentage)} (a whole number from 1 to 100)`);
  }
  return ok({ id: ruleId, minCents, maxCents: max, percentage, createdAt: date(doc.createdAt) });
}

/** The order as mapped; the importer gives it its number (FW-<yy>-…) when it writes it. */
type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'>;
type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The fields that name the order's customer, in the order they are tried. */
export function orderCustomer(doc: MongoDoc): { userId: string | null; username: string | null } {
  const ref = [doc.userId, doc.user_id, doc.userID, doc.user].find((v) => typeof v === 'string') as string | undefined;
  const info = (doc.userInfo ?? {}) as Record<string, unknown>;
  return { userId: ref ?? null, username: text(info.username, 200) || null };
}

interface OrderCustomer {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phonenumber: string;
}

/**
 * An old order keeps what it recorded: its lines, what was paid and what is still needed. The
 * totals are recomputed from the lines (subtotal, 8.25% tax); what the customer owed
 * (amountPayed + amountNeeded) below the after-tax total is taken as the discount, above it as
 * funds bought with the order (FundstoAdd).
 */
export function mapOrder(
  doc: MongoDoc,
  customer: OrderCustomer,
  itemIdOf: (category: string, title: string) => string | null,
): Mapped<{ order: NewOrder; lines: NewOrderItem[] }> {
  const orderId = id(doc);
  if (!orderId) return skip('no usable _id');
  const status = typeof doc.status === 'string' ? doc.status.trim().toUpperCase() : 'UNCOMPLETE';
  if (status !== 'UNCOMPLETE' && status !== 'COMPLETE') return skip(`bad status ${show(doc.status)}`);
  const amountPayedCents = doc.amountPayed === undefined ? 0 : amountToCents(doc.amountPayed);
  if (amountPayedCents === null) return skip(`bad amountPayed ${show(doc.amountPayed)}`);
  const amountNeededCents = amountToCents(doc.amountNeeded);
  if (amountNeededCents === null) return skip(`bad amountNeeded ${show(doc.amountNeeded)}`);

  const rawLines = doc.order_items;
  if (!Array.isArray(rawLines) || rawLines.length === 0) return skip('no order_items');
  const lines: NewOrderItem[] = [];
  for (const [index, raw] of rawLines.entries()) {
    const line = (raw ?? {}) as Record<string, unknown>;
    const title = text(line.title, 200);
    if (!title) return skip(`order item ${index + 1} has no title`);
    const priceCents = amountToCents(line.price);
    if (priceCents === null || priceCents <= 0) return skip(`bad price ${show(line.price)} in order item ${index + 1}`);
    const quantity = typeof line.quantity === 'string' ? Number(line.quantity) : line.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      return skip(`bad quantity ${show(line.quantity)} in order item ${index + 1}`);
    }
    const category = (typeof line.category === 'string' && categoryFromParam(line.category)) || text(line.category, 200) || '';
    lines.push({
      id: `${orderId}-${index + 1}`,
      itemId: itemIdOf(category, title),
      position: index,
      category,
      title,
      priceCents,
      quantity,
      freeQuantity: 0,
      lineTotalCents: priceCents * quantity,
      imageUrl: text(line.imageUrl, 2000) ?? '',
    });
  }

  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = taxOf(subtotalCents);
  const totalAfterTaxCents = subtotalCents + taxCents;
  const owedCents = amountPayedCents + amountNeededCents;
  const discountCents = Math.max(0, totalAfterTaxCents - owedCents);
  const fundsToAddCents = Math.max(0, owedCents - totalAfterTaxCents);
  const info = (doc.userInfo ?? {}) as Record<string, unknown>;
  return ok({
    order: {
      id: orderId,
      userId: customer.id,
      status,
      isPickup: flag(doc.isPickup, false),
      subtotalCents,
      taxCents,
      totalAfterTaxCents,
      discountPercentage: totalAfterTaxCents > 0 ? Math.round((discountCents * 100) / totalAfterTaxCents) : 0,
      discountCents,
      amountDueCents: totalAfterTaxCents - discountCents,
      fundsToAddCents,
      // A completed old order's funds are already in the imported balance.
      fundsCredited: status === 'COMPLETE' && fundsToAddCents > 0,
      fundsUsedCents: 0,
      minimumDepositCents: minimumDepositOf(owedCents),
      amountPayedCents,
      amountNeededCents,
      customerUsername: text(info.username, 200) || customer.username,
      customerFirstname: text(info.firstname, 200) ?? customer.firstname,
      customerLastname: text(info.lastname, 200) ?? customer.lastname,
      customerEmail: text(info.email, 320) || customer.email,
      customerPhonenumber: normalisePhone(info.phonenumber) ?? customer.phonenumber,
      createdAt: date(doc.createdAt),
      updatedAt: date(doc.updatedAt ?? doc.createdAt),
    },
    lines,
  });
}
