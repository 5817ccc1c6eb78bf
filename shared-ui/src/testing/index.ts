/** Helpers for component tests (not part of any app bundle): the MSW test server, providers, test data. */
export * from './items';
export * from './orders';
export * from './providers';
export type { ApiRoutes, ContractAnswer, RequestBody, RouteKey } from './routes';
export * from './server';
export { signInAs } from './staff';
export { submitTwiceAtOnce } from './submit-twice';
