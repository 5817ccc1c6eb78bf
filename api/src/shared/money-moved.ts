/**
 * What a request wrote of the money loop, for GET /metrics (plugins/metrics.ts): an order created,
 * a payment recorded. Marked by the routes that write them, so a retry answered again from its
 * Idempotency-Key (the same 201, nothing written) is not counted a second time.
 */
import type { FastifyRequest } from 'fastify';

type MoneyMoved = 'order' | 'payment';

const moved = new WeakMap<FastifyRequest, MoneyMoved>();

/** This request wrote a new order or payment. */
export function markMoneyMoved(request: FastifyRequest, kind: MoneyMoved): void {
  moved.set(request, kind);
}

/** What this request wrote, if anything. */
export function moneyMoved(request: FastifyRequest): MoneyMoved | undefined {
  return moved.get(request);
}
