import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/**
 * The app as route modules see it: with the TypeBox type provider, a route's request (body,
 * params, query, headers) and its answers are typed from the contract schemas it declares.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A route module: registered under /api by buildApp. */
export type ApiModule = (app: Api) => Promise<void>;

/**
 * The route's own compiled serializer for an answer status: the function Fastify runs on what a
 * handler returns. Cached answers are written with it, so they match the schema byte for byte.
 */
export function answerSerializer<T>(reply: FastifyReply, status: '200' | '201'): (value: T) => string {
  const serialize = reply.getSerializationFunction(status);
  if (!serialize) throw new Error(`${reply.request.method} ${reply.request.url}: no ${status} answer schema`);
  return serialize as unknown as (value: T) => string;
}
