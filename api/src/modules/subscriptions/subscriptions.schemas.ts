import { Type } from '@sinclair/typebox';

/**
 * `{ subscriptionID }` as PayPal's onApprove hands it over (`data.subscriptionID`). Other fields of
 * that data object may come along and are ignored. A missing id is answered by the service with a
 * message a person can act on, rather than a schema error.
 */
export const SubscribeBody = Type.Object(
  {
    subscriptionID: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: true },
);

export const SubscriptionView = Type.Object({
  subscriptionID: Type.String(),
  createdAt: Type.String(),
});

export const SubscribeAnswer = Type.Object({ message: Type.String(), ...SubscriptionView.properties });

export const SubscriptionList = Type.Object({ subscriptions: Type.Array(SubscriptionView) });
