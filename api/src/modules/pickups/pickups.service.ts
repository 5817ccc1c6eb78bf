/**
 * Pickup slots and the pickup day (ARCHITECTURE §7 "Pickup slots"): admins create slots in the
 * shop's time zone; an order books one with a conditional UPDATE (booked < capacity), so
 * concurrent orders never exceed it; the pass code finds an order at the counter.
 */
import { randomInt } from 'node:crypto';
import type { PickupDay, PickupSlot } from '@fireworks/core/contract';
import type { Language } from '@fireworks/core/i18n';
import { LIMITS } from '@fireworks/core/limits';
import {
  DATE_YEARS,
  isBookableSlot,
  isCalendarDate,
  isUpcomingSlot,
  isValidTime,
  normalizePickupCode,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_LENGTH,
  SLOT_CHANGE_CUTOFF_MINUTES,
  shopDateTime,
  slotChangeRefusal,
  slotTextParams,
} from '@fireworks/core/rules';
import { and, asc, count, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { takeTurnsOn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { orders, pickupSlots } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';

export type SlotRow = typeof pickupSlots.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

interface ShopClock {
  now: Date;
  timeZone: string;
}

export function toApiSlot(slot: SlotRow): PickupSlot {
  return {
    _id: slot.id,
    date: slot.date,
    start: slot.start,
    end: slot.end,
    capacity: slot.capacity,
    remaining: slot.capacity - slot.booked,
  };
}

/** Slots whose end has not passed in the shop's time zone (core's isUpcomingSlot): what admins manage. */
function upcoming(time: ShopClock) {
  const now = shopDateTime(time.now, time.timeZone);
  return or(gt(pickupSlots.date, now.date), and(eq(pickupSlots.date, now.date), gt(pickupSlots.end, now.time)));
}

/** Slots that have not started in the shop's time zone (core's isBookableSlot): what customers may book. */
function bookable(time: ShopClock) {
  const now = shopDateTime(time.now, time.timeZone);
  return or(gt(pickupSlots.date, now.date), and(eq(pickupSlots.date, now.date), gt(pickupSlots.start, now.time)));
}

/** The slots to list: for a customer those not started yet, for an admin (`untilEnd`) also those running. */
export async function listUpcomingSlots(db: Db, time: ShopClock, { untilEnd = false } = {}): Promise<PickupSlot[]> {
  const rows = await db
    .select()
    .from(pickupSlots)
    .where(untilEnd ? upcoming(time) : bookable(time))
    .orderBy(asc(pickupSlots.date), asc(pickupSlots.start), asc(pickupSlots.end));
  return rows.map(toApiSlot);
}

interface NewSlotInput {
  date: string;
  start: string;
  end: string;
  capacity: number;
}

/** A new slot; a refusal names a clashing slot as the admin's language says times ('4:00 PM' in English). */
export async function createSlot(db: Db, admin: UserRow, input: NewSlotInput, time: ShopClock, language: Language): Promise<PickupSlot> {
  const date = input.date.trim();
  const start = input.start.trim();
  const end = input.end.trim();
  if (!isCalendarDate(date)) throw new AppError('INVALID_DATA', 'pickup:errors.dateInvalid', DATE_YEARS);
  if (!isValidTime(start) || !isValidTime(end)) throw new AppError('INVALID_DATA', 'pickup:errors.timeInvalid');
  if (end <= start) throw new AppError('INVALID_DATA', 'pickup:errors.endBeforeStart');
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > LIMITS.slotCapacity) {
    throw new AppError('INVALID_DATA', 'pickup:errors.capacityInvalid');
  }
  if (!isUpcomingSlot({ date, end }, shopDateTime(time.now, time.timeZone))) throw new AppError('INVALID_DATA', 'pickup:errors.pastSlot');
  return db.transaction(async (tx) => {
    // One slot per date and times: concurrent creations of the same slot take turns on this lock.
    await takeTurnsOn(tx, `pickup-slot:${date}`);
    const [same] = await tx
      .select({ id: pickupSlots.id })
      .from(pickupSlots)
      .where(and(eq(pickupSlots.date, date), eq(pickupSlots.start, start), eq(pickupSlots.end, end)));
    if (same) throw new AppError('CONFLICT', 'pickup:errors.duplicateSlot', slotTextParams({ date, start, end }, language));
    const [row] = await tx.insert(pickupSlots).values({ id: newId(), date, start, end, capacity: input.capacity }).returning();
    const slot = row as SlotRow;
    await recordAudit(tx, admin, {
      action: 'pickupSlot.create',
      targetType: 'pickup_slot',
      targetId: slot.id,
      details: { date, start, end, capacity: slot.capacity },
    });
    return toApiSlot(slot);
  });
}

export async function deleteSlot(db: Db, admin: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [slot] = await tx.select().from(pickupSlots).where(eq(pickupSlots.id, id)).for('update');
    if (!slot) throw new AppError('NOT_FOUND', 'pickup:errors.slotNotFound');
    const [held] = await tx.select({ n: count() }).from(orders).where(eq(orders.pickupSlotId, id));
    if ((held?.n ?? 0) > 0) throw new AppError('CONFLICT', 'pickup:errors.slotInUse', { count: held?.n });
    await tx.delete(pickupSlots).where(eq(pickupSlots.id, id));
    await recordAudit(tx, admin, {
      action: 'pickupSlot.delete',
      targetType: 'pickup_slot',
      targetId: id,
      details: { date: slot.date, start: slot.start, end: slot.end, capacity: slot.capacity },
    });
  });
}

/**
 * The slot a new pickup order holds, booked in the order's transaction with a conditional UPDATE
 * (booked < capacity), so concurrent orders never exceed a slot's capacity. Without a slot id (the
 * spec's `{ FundstoAdd, isPickup }`) the order gets the earliest slot not yet started with room, and is
 * refused only when every such slot is full; with none at all it holds none (the store arranges the
 * pickup). A slot already running is never booked, named or not: it may end before the customer comes.
 */
export async function bookSlot(tx: Db, slotId: string | null, time: ShopClock): Promise<SlotRow | null> {
  if (!slotId) {
    const open = await tx
      .select({ id: pickupSlots.id })
      .from(pickupSlots)
      .where(and(bookable(time), lt(pickupSlots.booked, pickupSlots.capacity)))
      .orderBy(asc(pickupSlots.date), asc(pickupSlots.start), asc(pickupSlots.end));
    // Earliest first; a slot filled meanwhile by a concurrent order is passed over.
    for (const candidate of open) {
      const booked = await takePlace(tx, candidate.id);
      if (booked) return booked;
    }
    const [any] = await tx.select({ id: pickupSlots.id }).from(pickupSlots).where(bookable(time)).limit(1);
    if (any) throw new AppError('CONFLICT', 'pickup:errors.noSlotLeft');
    return null;
  }
  const [slot] = await tx
    .select()
    .from(pickupSlots)
    .where(and(eq(pickupSlots.id, slotId), bookable(time)));
  if (!slot) throw new AppError('INVALID_DATA', 'pickup:errors.slotUnavailable');
  const booked = await takePlace(tx, slotId);
  if (booked) return booked;
  // No place taken: full, or deleted by an admin since it was read (the UPDATE found no row).
  const [still] = await tx.select({ id: pickupSlots.id }).from(pickupSlots).where(eq(pickupSlots.id, slotId));
  throw new AppError('CONFLICT', still ? 'pickup:errors.slotFull' : 'pickup:errors.slotUnavailable');
}

/** One place of the slot, if it has room (the row's lock makes concurrent bookings take turns). */
async function takePlace(tx: Db, slotId: string): Promise<SlotRow | undefined> {
  const [booked] = await tx
    .update(pickupSlots)
    .set({ booked: sql`${pickupSlots.booked} + 1` })
    .where(and(eq(pickupSlots.id, slotId), lt(pickupSlots.booked, pickupSlots.capacity)))
    .returning();
  return booked;
}

/**
 * Moves a locked pickup order's place to another slot, in the caller's transaction (the order row
 * is locked first, as every order change does): both slot rows are then locked in id order, so two
 * moves between the same slots never wait on each other crosswise. The new place is taken with the
 * conditional UPDATE that books a slot at checkout (takePlace), so concurrent moves and orders never
 * exceed its capacity; a slot whose end has passed is refused (staff may still move into a running
 * one; a customer moving their own order, `byCustomer`, only into one not started). Answers the
 * new slot, or null when the order already holds it (nothing changes).
 */
export async function moveToSlot(
  tx: Db,
  fromSlotId: string | null,
  toSlotId: string,
  time: ShopClock,
  { byCustomer = false } = {},
): Promise<SlotRow | null> {
  const ids = [...new Set([fromSlotId, toSlotId].filter((id): id is string => id !== null))].sort();
  const locked = await tx.select().from(pickupSlots).where(inArray(pickupSlots.id, ids)).orderBy(asc(pickupSlots.id)).for('update');
  const target = locked.find((slot) => slot.id === toSlotId);
  if (!target) throw new AppError('NOT_FOUND', 'pickup:errors.slotNotFound');
  if (fromSlotId === toSlotId) return null;
  const now = shopDateTime(time.now, time.timeZone);
  // A customer chooses only a slot not started yet, as at checkout (bookSlot).
  if (byCustomer && !isBookableSlot(target, now)) throw new AppError('CONFLICT', 'pickup:errors.slotUnavailable');
  if (!isUpcomingSlot(target, now)) throw new AppError('CONFLICT', 'pickup:errors.slotEnded');
  const booked = await takePlace(tx, toSlotId);
  if (!booked) throw new AppError('CONFLICT', 'pickup:errors.slotFull');
  await releaseSlot(tx, fromSlotId);
  return booked;
}

/**
 * Refuses (409, in the caller's language) a customer's change of their own order's pickup time
 * when core's slotChangeRefusal says no: not a pickup order, handed over, complete, or less than
 * SLOT_CHANGE_CUTOFF_MINUTES before the slot it holds starts (then: call the store at `phone`).
 * The order is locked by the caller, so the slot it holds cannot change meanwhile.
 */
export async function refuseCustomerSlotChange(
  tx: Db,
  order: Pick<OrderRow, 'isPickup' | 'pickedUpAt' | 'status' | 'pickupSlotId'>,
  time: ShopClock,
  phone: string,
): Promise<void> {
  const [held] = order.pickupSlotId ? await tx.select().from(pickupSlots).where(eq(pickupSlots.id, order.pickupSlotId)) : [];
  const refusal = slotChangeRefusal({ ...order, pickupSlot: held ?? null }, shopDateTime(time.now, time.timeZone));
  if (refusal === null) return;
  if (refusal === 'changeClosed') {
    throw new AppError('CONFLICT', 'pickup:errors.changeClosed', { hours: SLOT_CHANGE_CUTOFF_MINUTES / 60, phone });
  }
  throw new AppError('CONFLICT', `pickup:errors.${refusal === 'completed' ? 'orderComplete' : refusal}`);
}

/** Frees the place an order held (the order is being deleted). */
export async function releaseSlot(tx: Db, slotId: string | null): Promise<void> {
  if (!slotId) return;
  await tx
    .update(pickupSlots)
    .set({ booked: sql`${pickupSlots.booked} - 1` })
    .where(and(eq(pickupSlots.id, slotId), gt(pickupSlots.booked, 0)));
}

/** A new pass code: 8 characters of an alphabet without look-alikes (31^8 ≈ 8.5 × 10^11 codes). */
export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) code += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed or scanned, checked before it reaches the database. */
export function checkPickupCode(raw: string): string {
  const code = normalizePickupCode(raw);
  if (code.length !== PICKUP_CODE_LENGTH || [...code].some((c) => !PICKUP_CODE_ALPHABET.includes(c))) {
    throw new AppError('INVALID_DATA', 'pickup:errors.codeInvalid');
  }
  return code;
}

export function checkPickupDate(raw: string | undefined, time: ShopClock): string {
  if (raw === undefined || raw.trim() === '') return shopDateTime(time.now, time.timeZone).date;
  const date = raw.trim();
  if (!isCalendarDate(date)) throw new AppError('INVALID_DATA', 'pickup:errors.dateInvalid', DATE_YEARS);
  return date;
}

export async function slotsOfDay(db: Db, date: string): Promise<SlotRow[]> {
  return db.select().from(pickupSlots).where(eq(pickupSlots.date, date)).orderBy(asc(pickupSlots.start), asc(pickupSlots.end));
}

export type { PickupDay };
