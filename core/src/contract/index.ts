/**
 * The API contract (`@fireworks/core/contract`): TypeBox schemas of every request and every answer,
 * one file per domain. The API registers them on its routes (validation, serialization, OpenAPI);
 * the frontends take their types from them (`Static<typeof X>`, exported under readable names).
 * Each domain's `…Routes` object holds one entry per route: the Fastify `schema` of that route.
 */
export * from './access';
export * from './accounts';
export * from './audit';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './common';
export * from './discounts';
export * from './featured';
export * from './funds';
export * from './health';
export * from './invites';
export * from './limits';
export * from './openapi';
export * from './orders';
export * from './pickup-slots';
export * from './pickups';
export * from './routes';
export * from './runtime-config';
export * from './season';
export * from './staff';
export * from './store-location';
export * from './subscriptions';
export * from './uploads';
export * from './users';
