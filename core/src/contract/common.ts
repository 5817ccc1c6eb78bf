/**
 * Shapes every domain of the contract shares: the `{ error }` refusal, `{ message }` answers, ids,
 * and the sets of refusals a route answers depending on who may call it and what it reads.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { REQUEST_CAPS } from './limits';

/** Every refusal: a message a person can act on, in the caller's language (Accept-Language). */
export const ErrorAnswer = Type.Object(
  { error: Type.String({ description: 'What went wrong, in words a person can act on (English or Spanish)' }) },
  { title: 'Error' },
);

/** A confirmation in the caller's language. */
export const MessageAnswer = Type.Object({ message: Type.String() });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A record id as sent in a body or a path. */
export const Id = Type.String({ minLength: 1, maxLength: REQUEST_CAPS.id });

/** `/:id` in a path. */
export const IdParams = Type.Object({ id: Id });

/**
 * The version of a record admins edit (docs/decisions/edit-conflicts.md): a counter every save moves
 * on by one. A save that sends the version it was edited from is refused with 409 once the record
 * moved on; capped to PostgreSQL's integer.
 */
export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** An ISO 8601 instant in UTC, e.g. '2026-11-18T18:00:00.000Z'. */
export const Instant = Type.String({ format: 'date-time' });

/** Dollars as a number with at most two decimals (money is integer cents inside the API). */
export const Dollars = Type.Number();

/** A price as shown: '$12.99'. */
export const PriceText = Type.String({ description: "A price as shown, e.g. '$12.99'" });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502;

/** `{ 400: ErrorAnswer, 404: ErrorAnswer, … }` for the statuses given. */
export function refusals<S extends ErrorStatus>(...statuses: readonly S[]): { [K in S]: typeof ErrorAnswer } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorAnswer])) as { [K in S]: typeof ErrorAnswer };
}

/**
 * The refusals of a route by who may call it and what it reads:
 * - every route: 400 (malformed input, text with NUL) and 500;
 * - a route that reads a body (POST, DELETE): 413 too large, 415 not JSON;
 * - signed in: 401; admins only: 401 and 403;
 * - rate limited: 429.
 */
export const REFUSED = {
  always: [400, 500],
  body: [413, 415],
  signedIn: [401],
  admin: [401, 403],
  rateLimited: [429],
} as const satisfies Record<string, readonly ErrorStatus[]>;

/** The error answers of a route, 400 and 500 included: `errors(REFUSED.admin, REFUSED.body, [404])`. */
export function errors<const S extends ErrorStatus = never>(
  ...groups: readonly (readonly S[])[]
): { [K in S | 400 | 500]: typeof ErrorAnswer } {
  return refusals<S | 400 | 500>(...REFUSED.always, ...groups.flat());
}
