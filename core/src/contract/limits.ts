/**
 * Every size limit of the API in one place: the request schemas, the services and the forms read
 * these, so a form never lets through what the server refuses (nor refuses what it accepts).
 * No TypeBox here: forms import this module alone (`@fireworks/core/limits`).
 */
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PHONE_DIGITS } from '../rules/accounts';

/** What a person may enter: the services check these and answer a message in the user's language. */
export const LIMITS = {
  /** Item title (catalogue): the schema, the service and the item form agree. */
  itemTitle: 120,
  /** Item description. */
  itemDescription: 2000,
  /** An item's effects, e.g. 'Crackling, red and green peonies' (optional). */
  itemEffects: 500,
  /** An item's safety notes (optional). */
  itemSafetyNotes: 1000,
  /** How long an item burns, in whole seconds (optional; an hour at most). */
  itemDurationSeconds: 3600,
  /** How many shots an item fires (optional). */
  itemShotCount: 10_000,
  /** The admin's notes on a user. */
  notes: 4000,
  /** Invite code: 1 to 64 letters, digits, '-' or '_'. */
  inviteCode: 64,
  /** Uses of one invite code. */
  inviteUses: 100_000,
  /** Usernames: 3 to 30 letters, digits, dots, dashes or underscores. */
  usernameMin: 3,
  username: 30,
  passwordMin: MIN_PASSWORD_LENGTH,
  password: MAX_PASSWORD_LENGTH,
  email: MAX_EMAIL_LENGTH,
  /** First and last name, each. */
  name: MAX_NAME_LENGTH,
  phoneDigits: PHONE_DIGITS,
  /** A one-time code sent by SMS or e-mail. */
  oneTimeCode: 6,
  /** Units of one item in a cart line. */
  cartLineQuantity: 9999,
  /** Distinct items in one cart. */
  cartLines: 100,
  /** Audit log entries per page: the default and the most. */
  auditPageDefault: 100,
  auditPage: 500,
  /** An uploaded image or gif. */
  uploadBytes: 10 * 1024 * 1024,
  /** Units of one item in stock. */
  stock: 1_000_000,
  /** Orders one pickup slot takes. */
  slotCapacity: 1000,
  /** A pickup pass code as typed (8 characters, with spaces or dashes). */
  pickupCode: 20,
} as const;

/**
 * The most a request field may carry at all. Where a field also has a limit above, the schema
 * allows up to this cap so that a value just past the limit reaches the service and gets the
 * field's own message (e.g. "Password must be at most 200 characters.") instead of a schema error.
 */
export const REQUEST_CAPS = {
  /** Record ids in paths and bodies. */
  id: 100,
  /** Short free text whose rule is checked by the service (usernames, names, codes, tokens). */
  shortText: 200,
  password: 1000,
  email: 400,
  phone: 40,
  /** A one-time code as typed. */
  code: 20,
  /** A Firebase ID token (a JWT). */
  idToken: 8000,
  /** A file URL (uploads). */
  url: 2000,
  /** A category name as sent (`black_cats`, `Black Cats`). */
  category: 60,
  /** A price or an amount as text ('$12.99'). */
  amountText: 32,
  /** An Idempotency-Key header. */
  idempotencyKey: 200,
} as const;
