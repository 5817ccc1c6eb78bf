/**
 * The runtime configuration document: where the shell finds its remotes, and the public settings
 * frontends need (never secrets).
 */
import { type Static, Type } from '@sinclair/typebox';
import { errors, Nullable } from './common';

/** One screen of a remote's route list (the remote's routes.json; see shared-ui/src/routes/route-list.ts). */
export const RouteInfoAnswer = Type.Object(
  {
    path: Type.String(),
    module: Type.Optional(Type.String()),
    redirect: Type.Optional(Type.String()),
    access: Type.Union([Type.Literal('customer'), Type.Literal('admin'), Type.Literal('signedIn')]),
    layout: Type.Optional(Type.Union([Type.Literal('app'), Type.Literal('full')])),
    menu: Type.Optional(
      Type.Object({
        label: Type.String(),
        order: Type.Number(),
        texts: Type.Optional(Type.Record(Type.String(), Type.String())),
        /** A public setting of this document the entry needs ('paypal'): while it is null, menus leave the entry out. */
        needs: Type.Optional(Type.Literal('paypal')),
      }),
    ),
    categories: Type.Optional(Type.Boolean()),
    /** The message namespaces the screen needs before it renders; absent: all of them. */
    messages: Type.Optional(Type.Array(Type.String())),
    /** What the screen shows first (shared-ui's screen reads), read at start-up beside its code; unknown names are skipped. */
    reads: Type.Optional(Type.Array(Type.String())),
    /** The staff permission an admin screen needs (core's list, or 'owner'); absent: any staff member. */
    permission: Type.Optional(Type.String()),
  },
  { title: 'RouteInfo' },
);

export const RuntimeConfigAnswer = Type.Object(
  {
    /** mf-manifest.json URLs of the remotes. */
    remotes: Type.Object({ storefront: Type.String(), admin: Type.String() }),
    /**
     * The route lists of the remote builds this server holds (empty when it holds none). The shell
     * uses them for a remote on its own origin, and as the stand-in when a remote elsewhere cannot
     * be reached; a remote on another origin is asked for its own routes.json.
     */
    routes: Type.Object({ storefront: Type.Array(RouteInfoAnswer), admin: Type.Array(RouteInfoAnswer) }),
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
