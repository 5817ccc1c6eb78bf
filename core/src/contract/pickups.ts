/** The pickup day (ARCHITECTURE §7 "Pickup slots"): the day's pickups by slot, finding an order by its pass, the handover. */
import { type Static, Type } from '@sinclair/typebox';
import { SLOT_CHANGE_CUTOFF_MINUTES } from '../rules/pickup-change';
import { needs } from './access';
import { errors, IdParams, REFUSED } from './common';
import { LIMITS, REQUEST_CAPS } from './limits';
import { OrderAnswer, OrderDetailAnswer } from './orders';
import { PickupSlotAnswer } from './pickup-slots';

const tags = ['pickup'];

export const PickupsQuery = Type.Object(
  {
    date: Type.Optional(
      Type.String({ maxLength: REQUEST_CAPS.shortText, description: "'YYYY-MM-DD' (default: today in the shop's time zone)" }),
    ),
  },
  { additionalProperties: false },
);

export const PickupLookupQuery = Type.Object(
  {
    code: Type.String({
      maxLength: REQUEST_CAPS.shortText,
      description: `The pass code, as typed or scanned (${LIMITS.pickupCode} characters at most)`,
    }),
  },
  { additionalProperties: false },
);

export const SlotPickupsAnswer = Type.Object({ ...PickupSlotAnswer.properties, orders: Type.Array(OrderAnswer) }, { title: 'SlotPickups' });

export const PickupDayAnswer = Type.Object({ date: Type.String(), slots: Type.Array(SlotPickupsAnswer) }, { title: 'PickupDay' });

/**
 * POST /api/orders/:id/picked-up: no body for a paid order; an order that still owes is handed over
 * only with a reason (collect the balance first, or say why), kept in the audit log.
 */
export const PickedUpBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 1000, description: 'Why the order is handed over with a balance due' })) },
  { additionalProperties: false },
);

export const PickedUpAnswer = Type.Object({ order: OrderAnswer });

/** POST /api/orders/:id/pickup-slot: the slot a pickup order is moved to (its pass code stays). */
export const MovePickupSlotBody = Type.Object(
  { pickupSlotId: Type.String({ minLength: 1, maxLength: REQUEST_CAPS.shortText, description: 'The slot to move the order to' }) },
  { additionalProperties: false },
);

export const PickupRoutes = {
  pickups: {
    ...needs('pickups:work'),
    summary: "A day's pickup orders, by slot",
    tags,
    querystring: PickupsQuery,
    response: { 200: PickupDayAnswer, ...errors(REFUSED.admin) },
  },
  lookup: {
    ...needs('pickups:work'),
    summary: 'The order a pickup pass names',
    tags,
    querystring: PickupLookupQuery,
    response: { 200: OrderAnswer, ...errors(REFUSED.admin, [404]) },
  },
  pickedUp: {
    ...needs('pickups:work'),
    summary:
      'Record that the customer took the order (with a balance due: only with a reason, else 409); an order paid in full becomes COMPLETE',
    tags,
    params: IdParams,
    body: PickedUpBody,
    response: { 200: PickedUpAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
  movePickupSlot: {
    ...needs('pickups:work'),
    summary:
      'Move a pickup order to another slot that has room and has not ended (its pass code stays); answers the order as GET /api/orders/:id. ' +
      "The order's owner may move their own order too, without the permission: a pickup order not picked up nor complete, until " +
      `${SLOT_CHANGE_CUTOFF_MINUTES / 60} hours before its slot starts, into a slot not started yet (another customer's order: 404)`,
    tags,
    params: IdParams,
    body: MovePickupSlotBody,
    response: { 200: OrderDetailAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
};

export type SlotPickups = Static<typeof SlotPickupsAnswer>;
export type PickupDay = Static<typeof PickupDayAnswer>;
export type PickedUp = Static<typeof PickedUpBody>;
export type MovePickupSlot = Static<typeof MovePickupSlotBody>;
