/** Subscriptions (PayPal): the screen posts the subscription id after PayPal approved it. */
import { type Static, Type } from '@sinclair/typebox';
import { errors, Instant, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';

const tags = ['subscriptions'];

/**
 * `{ subscriptionID }` as PayPal's onApprove hands it over (`data.subscriptionID`). Other fields of
 * that data object may come along and are ignored. A missing id is answered by the service with a
 * message a person can act on, rather than a schema error.
 */
export const SubscribeBody = Type.Object(
  { subscriptionID: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.shortText })) },
  { additionalProperties: true },
);

export const SubscriptionView = Type.Object({ subscriptionID: Type.String(), createdAt: Instant }, { title: 'Subscription' });

export const SubscribeAnswer = Type.Object({ message: Type.String(), ...SubscriptionView.properties });

export const SubscriptionList = Type.Object({ subscriptions: Type.Array(SubscriptionView) });

const subscribeErrors = errors(REFUSED.body, REFUSED.signedIn, REFUSED.rateLimited, [409]);

export const SubscriptionRoutes = {
  subscribe: {
    summary: 'Record a PayPal subscription id (201 the first time, 200 when the same id is sent again)',
    tags,
    body: SubscribeBody,
    response: { 200: SubscribeAnswer, 201: SubscribeAnswer, ...subscribeErrors },
  },
  subscriptions: {
    summary: "The caller's recorded subscriptions, newest first",
    tags,
    response: { 200: SubscriptionList, ...errors(REFUSED.signedIn) },
  },
};

export type Subscription = Static<typeof SubscriptionView>;
export type SubscribeAnswer = Static<typeof SubscribeAnswer>;
export type SubscriptionList = Static<typeof SubscriptionList>;
