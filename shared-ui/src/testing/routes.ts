/**
 * The API as the frontends call it, for the test server: the contract's route table
 * (`API_ROUTES` in core/src/contract/routes.ts, the one the client is typed by), so a handler's
 * answer and the body it reads are typed from the same schemas the API registers.
 */
import type { ApiRoute, ApiRoutes } from '@fireworks/core/contract';
import type { Static, TSchema } from '@sinclair/typebox';

export type { ApiRoutes };
export type RouteKey = ApiRoute;

type Responses<K extends RouteKey> = ApiRoutes[K]['response'];

/** `[status, body]` for every answer the contract gives this route, the body typed from its schema. */
export type ContractAnswer<K extends RouteKey> = {
  [S in keyof Responses<K>]: Responses<K>[S] extends TSchema ? readonly [S, Static<Responses<K>[S]>] : never;
}[keyof Responses<K>];

/** The JSON body the route reads (unknown for routes without one). */
export type RequestBody<K extends RouteKey> = ApiRoutes[K] extends { body: infer B extends TSchema } ? Static<B> : unknown;
