/**
 * Stock and pickup slots (ARCHITECTURE §7): how many units a line takes, what customers are told
 * about what is left, and the shop-time checks of pickup slots. Pure, shared by API and frontends.
 */
import { wallClock } from './dates';
import { dateTimeFormat } from './intl-formats';

/** At or below this many units a customer sees "Only N left" and the item is on the low-stock list. */
export const LOW_STOCK_THRESHOLD = 5;

/** Units a cart or order line takes from stock: a BOGO line takes its free units too. */
export function unitsTaken(line: { quantity: number; bogo: boolean }): number {
  return line.bogo ? 2 * line.quantity : line.quantity;
}

/** What a card says about stock: nothing (not tracked or plenty), "Only N left", or "Sold out". */
export type StockLevel = { kind: 'plenty' } | { kind: 'few'; left: number } | { kind: 'soldOut' };

export function stockLevel(stock: number | null | undefined): StockLevel {
  if (stock === null || stock === undefined || stock > LOW_STOCK_THRESHOLD) return { kind: 'plenty' };
  if (stock <= 0) return { kind: 'soldOut' };
  return { kind: 'few', left: stock };
}

/** True when a cart line holds more units than stock has left. */
export function exceedsStock(line: { quantity: number; bogo: boolean }, stock: number | null | undefined): boolean {
  return stock !== null && stock !== undefined && unitsTaken(line) > stock;
}

/**
 * The most a customer may still add of an item (quantity ordered; a BOGO unit takes its free one
 * too) with `inCart` already in the cart; null when stock is not tracked.
 */
export function addableQuantity(item: { bogo: boolean; stock: number | null | undefined }, inCart: number): number | null {
  if (item.stock === null || item.stock === undefined) return null;
  const perUnit = item.bogo ? 2 : 1;
  return Math.max(0, Math.floor(item.stock / perUnit) - inCart);
}

/** 'HH:MM' on a 24-hour clock. */
export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The calendar date ('YYYY-MM-DD') and clock time ('HH:MM') of `now` in `timeZone`. */
export function shopDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const c = wallClock(now, timeZone);
  return { date: `${c.year}-${c.month}-${c.day}`, time: `${c.hour}:${c.minute}` };
}

/** A slot is upcoming until its end time has passed in the shop's time zone. */
export function isUpcomingSlot(slot: { date: string; end: string }, now: { date: string; time: string }): boolean {
  return slot.date > now.date || (slot.date === now.date && slot.end > now.time);
}

/**
 * A customer may choose (or be given) a slot only before it starts, in the shop's time zone: a slot
 * already running may end before they arrive. Admins still see it until its end (isUpcomingSlot).
 */
export function isBookableSlot(slot: { date: string; start: string }, now: { date: string; time: string }): boolean {
  return slot.date > now.date || (slot.date === now.date && slot.start > now.time);
}

/** Alphabet of pickup codes: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const PICKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PICKUP_CODE_LENGTH = 8;

/** A typed or scanned pass code as stored: upper case, spaces and dashes dropped. */
export function normalizePickupCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** A slot's 'HH:MM' as the language says it: '2:30 PM' in English (12-hour), '14:30' in Spanish. */
export function formatSlotTime(time: string, language: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return (
    dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
      .format(new Date(Date.UTC(1970, 0, 1, hours ?? 0, minutes ?? 0)))
      // Newer ICU puts a narrow no-break space before AM/PM: a plain one reads (and is matched) the same everywhere.
      .replace(/\u202f/g, ' ')
  );
}

/** The parameters of the 'pickup:slot' message for a slot: its day and times in the language's form. */
export function slotTextParams(slot: { date: string; start: string; end: string }, language: string) {
  return {
    date: formatSlotDate(slot.date, language),
    start: formatSlotTime(slot.start, language),
    end: formatSlotTime(slot.end, language),
  };
}

/** '2026-11-20' as 'Fri, Nov 20' in `language` (the slot's date is the shop's calendar date, so no zone shift). */
export function formatSlotDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}
