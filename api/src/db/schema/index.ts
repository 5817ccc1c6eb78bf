export * from './audit';
export * from './cart';
export * from './catalog';
export * from './discounts';
export * from './invites';
export * from './orders';
export * from './subscriptions';
export * from './users';
