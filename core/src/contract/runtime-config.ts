/**
 * The runtime configuration document: where the shell finds its remotes, and the public settings
 * frontends need (never secrets).
 */
import { type Static, Type } from '@sinclair/typebox';
import { errors, Nullable } from './common';

export const RuntimeConfigAnswer = Type.Object(
  {
    /** mf-manifest.json URLs of the remotes. */
    remotes: Type.Object({ storefront: Type.String(), admin: Type.String() }),
    smsProvider: Type.Union([Type.Literal('outbox'), Type.Literal('firebase')]),
    /** Firebase web settings (smsProvider 'firebase'), else null. */
    firebase: Nullable(
      Type.Object({
        apiKey: Type.String(),
        authDomain: Nullable(Type.String()),
        projectId: Type.String(),
        authEmulatorUrl: Nullable(Type.String()),
      }),
    ),
    /** PayPal subscription button settings, or null when subscriptions are not offered. */
    paypal: Nullable(Type.Object({ clientId: Type.String(), planId: Type.String() })),
    contact: Type.Object({ phone: Type.String(), email: Type.String() }),
    paymentPhone: Type.String(),
    shopTimezone: Type.String(),
    categories: Type.Array(Type.String()),
  },
  { title: 'RuntimeConfig' },
);

export const RuntimeConfigRoutes = {
  config: {
    summary: 'The runtime configuration document (remote locations and public settings)',
    tags: ['operations'],
    response: { 200: RuntimeConfigAnswer, ...errors() },
  },
};

export type RuntimeConfig = Static<typeof RuntimeConfigAnswer>;
