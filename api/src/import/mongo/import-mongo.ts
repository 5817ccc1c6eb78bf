/**
 * `pnpm import:mongo <dir>`: loads the earlier MongoDB shop's `mongoexport` files into this
 * database. Each document keeps its MongoDB _id as its id, so running the import again finds
 * what is already there and imports nothing twice. Each record is written in its own
 * transaction (an order with its lines), so a record is either whole or absent.
 * Order: users, items, invite codes, discount rules, then orders (they refer to users and items).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountRules, inviteCodes, items, orderItems, orders, payments, pendingApprovals, users } from '../../db/schema';
import { insertNewInviteCode } from '../../modules/invites/invites.queries';
import { nextOrderNumber } from '../../modules/orders/order-numbers';
import { findUserByEmail, findUserById, findUserByUsername } from '../../modules/users/users.queries';
import { isUniqueViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { type CollectionName, findExportFiles, type MongoDoc, readExport } from './export-files';
import { type Mapped, mapDiscountRule, mapInviteCode, mapItem, mapOrder, mapUser, orderCustomer, show } from './mappers';

export interface RecordNote {
  record: number;
  id: string | null;
  reason: string;
}

export interface CollectionReport {
  file: string | null;
  imported: number;
  alreadyPresent: number;
  skipped: RecordNote[];
  /** Imported, with something the operator should know (e.g. a password to reset). */
  notes: RecordNote[];
}

export interface ImportReport {
  collections: Record<CollectionName, CollectionReport>;
  ignoredFiles: string[];
}

type Outcome = 'imported' | 'present' | { skip: string };

/** What one import run looks up once. */
interface RunContext {
  /** Catalogue item id by category and title (case-insensitive), read once items are imported. */
  itemIdOf(): Promise<(category: string, title: string) => string | null>;
  /** The shop's time zone (SHOP_TIMEZONE): an order is numbered by the year it was made there. */
  timeZone: string;
}

interface Importer {
  collection: CollectionName;
  /** Maps and writes one document. */
  importOne(db: Db, doc: MongoDoc, run: RunContext): Promise<{ outcome: Outcome; notes?: string[] }>;
}

async function exists(db: Db, table: typeof users | typeof items | typeof inviteCodes | typeof discountRules | typeof orders, id: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** Runs the write; a unique violation that slipped past the checks (a race, a same-file duplicate) becomes a skip. */
async function write(run: () => Promise<unknown>, duplicateReason: string): Promise<Outcome> {
  try {
    await run();
    return 'imported';
  } catch (error) {
    if (isUniqueViolation(error)) return { skip: duplicateReason };
    throw error;
  }
}

function mapped<T>(result: Mapped<T>): result is Extract<Mapped<T>, { ok: true }> {
  return result.ok;
}

const userImporter: Importer = {
  collection: 'users',
  async importOne(db, doc) {
    const result = mapUser(doc);
    if (!mapped(result)) return { outcome: { skip: result.reason } };
    const user = result.value;
    if (await exists(db, users, user.id as string)) return { outcome: 'present' };
    if (await findUserByUsername(db, user.username)) return { outcome: { skip: `duplicate username ${show(user.username)}` } };
    if (await findUserByEmail(db, user.email)) return { outcome: { skip: `duplicate e-mail ${show(user.email)}` } };
    const [samePhone] = await db.select({ id: users.id }).from(users).where(eq(users.phonenumber, user.phonenumber)).limit(1);
    if (samePhone) return { outcome: { skip: `duplicate phone number ${show(user.phonenumber)}` } };
    const outcome = await write(
      () =>
        db.transaction(async (tx) => {
          await tx.insert(users).values(user);
          // A verified user the old shop had not approved yet still waits for an admin.
          if (user.verified && !user.approved && !user.admin) {
            await tx.insert(pendingApprovals).values({ id: newId(), userId: user.id as string, username: user.username });
          }
        }),
      'duplicate username, e-mail or phone number',
    );
    return { outcome, notes: result.notes };
  },
};

const itemImporter: Importer = {
  collection: 'items',
  async importOne(db, doc) {
    const result = mapItem(doc);
    if (!mapped(result)) return { outcome: { skip: result.reason } };
    const item = result.value;
    if (await exists(db, items, item.id as string)) return { outcome: 'present' };
    const duplicate = `duplicate item ${show(item.title)} in ${item.category}`;
    const [same] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.category, item.category), eq(items.title, item.title)))
      .limit(1);
    if (same) return { outcome: { skip: duplicate } };
    return { outcome: await write(() => db.insert(items).values(item), duplicate) };
  },
};

const inviteCodeImporter: Importer = {
  collection: 'inviteCodes',
  async importOne(db, doc) {
    const result = mapInviteCode(doc);
    if (!mapped(result)) return { outcome: { skip: result.reason } };
    const code = result.value;
    if (await exists(db, inviteCodes, code.id as string)) return { outcome: 'present' };
    const duplicate = `duplicate invite code ${show(code.code)}`;
    // The shop's one rule for invite codes: 'Summer' duplicates 'SUMMER' (deleting one must not take both),
    // checked and written as the API does, so a code an admin makes during the import is not doubled.
    let taken = false;
    const outcome = await write(async () => {
      taken = !(await db.transaction((tx) => insertNewInviteCode(tx, code)));
    }, duplicate);
    return { outcome: taken ? { skip: duplicate } : outcome };
  },
};

const discountRuleImporter: Importer = {
  collection: 'discountRules',
  async importOne(db, doc) {
    const result = mapDiscountRule(doc);
    if (!mapped(result)) return { outcome: { skip: result.reason } };
    const rule = result.value;
    if (await exists(db, discountRules, rule.id as string)) return { outcome: 'present' };
    const [same] = await db
      .select({ id: discountRules.id })
      .from(discountRules)
      .where(
        sql`${discountRules.minCents} = ${rule.minCents} and ${discountRules.maxCents} is not distinct from ${rule.maxCents ?? null} and ${discountRules.percentage} = ${rule.percentage}`,
      )
      .limit(1);
    if (same) return { outcome: { skip: 'duplicate discount rule (same range and percentage)' } };
    return { outcome: await write(() => db.insert(discountRules).values(rule), 'duplicate discount rule') };
  },
};

const orderImporter: Importer = {
  collection: 'orders',
  async importOne(db, doc, run) {
    if (typeof doc._id === 'string' && (await exists(db, orders, doc._id))) return { outcome: 'present' };
    const ref = orderCustomer(doc);
    const customer =
      (ref.userId ? await findUserById(db, ref.userId) : null) ?? (ref.username ? await findUserByUsername(db, ref.username) : null);
    if (!customer) return { outcome: { skip: `unknown user ${show(ref.userId ?? ref.username ?? '(none given)')}` } };

    const result = mapOrder(doc, customer, await run.itemIdOf());
    if (!mapped(result)) return { outcome: { skip: result.reason } };
    const { order, lines } = result.value;
    if (await exists(db, orders, order.id)) return { outcome: 'present' };
    const outcome = await write(
      () =>
        db.transaction(async (tx) => {
          // Numbered by the year it was made in the shop's time zone (as the shop numbers its own
          // orders), after the orders already numbered that year.
          const orderNumber = await nextOrderNumber(tx, { now: order.createdAt ?? new Date(), timeZone: run.timeZone });
          await tx.insert(orders).values({ ...order, orderNumber });
          await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
          // What the old order recorded as paid is the ledger's first entry.
          if (order.amountPayedCents) {
            await tx.insert(payments).values({
              id: `imported-${order.id}`,
              orderId: order.id,
              orderNumber,
              customerUsername: order.customerUsername,
              amountCents: order.amountPayedCents,
              method: 'other',
              receivedAt: order.updatedAt ?? order.createdAt ?? new Date(),
              note: 'Amount paid recorded in the earlier shop',
              recordedBy: 'import',
            });
          }
        }),
      'duplicate order',
    );
    return { outcome };
  },
};

const IMPORTERS: Importer[] = [userImporter, itemImporter, inviteCodeImporter, discountRuleImporter, orderImporter];

function emptyReport(file: string | null): CollectionReport {
  return { file, imported: 0, alreadyPresent: 0, skipped: [], notes: [] };
}

/** Imports the export in `dir`; `timeZone` is the shop's (config.shopTimezone), which numbers the orders by year. */
export async function importMongoExport(db: Db, dir: string, timeZone: string): Promise<ImportReport> {
  const { files, ignored } = findExportFiles(dir);
  const report = { collections: {}, ignoredFiles: ignored } as ImportReport;
  let catalogue: Promise<(category: string, title: string) => string | null> | null = null;
  const run: RunContext = {
    timeZone,
    itemIdOf: () => {
      catalogue ??= db
        .select({ id: items.id, category: items.category, title: items.title })
        .from(items)
        .then((rows) => {
          const ids = new Map(rows.map((row) => [`${row.category}\n${row.title.toLowerCase()}`, row.id]));
          return (category: string, title: string) => ids.get(`${category}\n${title.toLowerCase()}`) ?? null;
        });
      return catalogue;
    },
  };
  for (const importer of IMPORTERS) {
    const file = files[importer.collection] ?? null;
    const collection = emptyReport(file);
    report.collections[importer.collection] = collection;
    if (!file) continue;
    const parsed = readExport(file);
    for (const error of parsed.errors) collection.skipped.push({ record: error.line, id: null, reason: error.reason });
    for (const { doc, line } of parsed.docs) {
      const docId = typeof doc._id === 'string' || typeof doc._id === 'number' ? String(doc._id) : null;
      const { outcome, notes = [] } = await importer.importOne(db, doc, run);
      if (outcome === 'imported') {
        collection.imported += 1;
        for (const reason of notes) collection.notes.push({ record: line, id: docId, reason });
      } else if (outcome === 'present') {
        collection.alreadyPresent += 1;
      } else {
        collection.skipped.push({ record: line, id: docId, reason: outcome.skip });
      }
    }
    collection.skipped.sort((a, b) => a.record - b.record);
  }
  return report;
}
