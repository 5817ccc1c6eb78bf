/** Pickup slots (ARCHITECTURE §7 "Pickup slots"): times the counter can serve, each with a capacity. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, IdParams, MessageAnswer, REFUSED } from './common';
import { LIMITS, REQUEST_CAPS } from './limits';

const tags = ['pickup'];

/** 'YYYY-MM-DD' and 'HH:MM' in SHOP_TIMEZONE; the service checks the calendar and the clock. */
const DateText = Type.String({ maxLength: REQUEST_CAPS.shortText, description: "A date in the shop's time zone, 'YYYY-MM-DD'" });
const TimeText = Type.String({ maxLength: REQUEST_CAPS.shortText, description: "A time in the shop's time zone, 'HH:MM'" });

export const NewPickupSlotBody = Type.Object(
  {
    date: DateText,
    start: TimeText,
    end: TimeText,
    capacity: Type.Number({ description: `Orders the slot takes: 1 to ${LIMITS.slotCapacity}` }),
  },
  { additionalProperties: false },
);

/** A slot as an order names it. */
export const PickupSlotRef = Type.Object(
  { _id: Type.String(), date: Type.String(), start: Type.String(), end: Type.String() },
  { title: 'PickupSlotRef' },
);

/** A slot with its room left. */
export const PickupSlotAnswer = Type.Object(
  {
    _id: Type.String(),
    date: Type.String(),
    start: Type.String(),
    end: Type.String(),
    capacity: Type.Integer(),
    remaining: Type.Integer(),
  },
  { title: 'PickupSlot' },
);

export const PickupSlotRoutes = {
  listSlots: {
    summary: 'Upcoming pickup slots with the room each has left',
    tags,
    response: { 200: Type.Array(PickupSlotAnswer), ...errors(REFUSED.signedIn) },
  },
  createSlot: {
    ...needs('season:edit'),
    summary: 'Add a pickup slot (date, start–end in the shop’s time zone, capacity)',
    tags,
    body: NewPickupSlotBody,
    response: { 201: PickupSlotAnswer, ...errors(REFUSED.body, REFUSED.admin, [409]) },
  },
  deleteSlot: {
    ...needs('season:edit'),
    summary: 'Delete a pickup slot no order holds',
    tags,
    params: IdParams,
    response: { 200: MessageAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
};

export type PickupSlot = Static<typeof PickupSlotAnswer>;
export type PickupSlotRef = Static<typeof PickupSlotRef>;
export type NewPickupSlot = Static<typeof NewPickupSlotBody>;
