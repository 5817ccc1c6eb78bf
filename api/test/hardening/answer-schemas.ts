/**
 * Answer schemas (issue 12): every /api route declares a response schema for each status it can
 * answer, and no answer loses or changes a field on its way through that schema (Fastify writes
 * answers with the schema's compiled serializer, which drops fields the schema does not name).
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Methods whose requests Fastify reads a body for: they can answer 413 (too large) and 415 (not JSON). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Hook = (...args: never[]) => unknown;
const hooksOf = (value: unknown): Hook[] => (value === undefined ? [] : ([value].flat() as Hook[]));

function declaredStatuses(route: RouteOptions): string[] {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response);
}

/**
 * The statuses a route can answer, from how it is registered: a success, 400 (malformed input)
 * and 500 always; 401 behind a session guard, 403 behind the admin guard; 429 when rate limited;
 * 413 and 415 when it reads a body.
 */
function expectedStatuses(app: FastifyInstance, route: RouteOptions, method: string): string[] {
  const guards = hooksOf(route.preHandler);
  const statuses = ['400', '500'];
  if (guards.includes(app.requireUser as Hook) || guards.includes(app.requireAdmin as Hook)) statuses.push('401');
  if (guards.includes(app.requireAdmin as Hook)) statuses.push('403');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push('429');
  if (BODY_METHODS.has(method)) statuses.push('413', '415');
  return statuses;
}

/** What a route's schema lacks: a success answer, or an answer for a status it can give or gave. */
export function missingAnswers(app: FastifyInstance, key: string, route: RouteOptions, answered: Iterable<number> = []): string[] {
  const method = key.split(' ')[0] as string;
  const declared = declaredStatuses(route);
  const problems: string[] = [];
  if (!declared.some((status) => /^2\d\d$/.test(status))) problems.push(`${key}: no success (2xx) answer schema`);
  const needed = new Set([...expectedStatuses(app, route, method), ...[...answered].map(String)]);
  for (const status of [...needed].sort()) {
    if (!declared.includes(status)) problems.push(`${key}: answers ${status} without an answer schema for it`);
  }
  return problems;
}

export interface Answer {
  route: string;
  status: number;
  /** What the handler (or the error handler) sent, before serialization; absent for text sent as is. */
  sent?: unknown;
  /** The bytes that went out. */
  body: string;
}

/**
 * Adds hooks to a route that record every answer it gives: the status, the value the handler sent
 * (before the serializer) and the body that went out. Use as buildApp's onRoute.
 */
export function answerRecorder(): { answers: Answer[]; onRoute: (route: RouteOptions) => void } {
  const answers: Answer[] = [];
  const beforeSerialization = new WeakMap<object, unknown>();
  return {
    answers,
    onRoute: (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      route.preSerialization = [
        ...hooksOf(route.preSerialization),
        async (request: object, _reply: unknown, payload: unknown) => {
          beforeSerialization.set(request, JSON.parse(JSON.stringify(payload)));
          return payload;
        },
      ] as RouteOptions['preSerialization'];
      route.onSend = [
        ...hooksOf(route.onSend),
        async (request: { method: string; raw: object } & object, reply: { statusCode: number }, payload: unknown) => {
          if (methods.includes(request.method) && typeof payload === 'string') {
            const sent = beforeSerialization.get(request);
            answers.push({
              route: `${request.method} ${route.url}`,
              status: reply.statusCode,
              body: payload,
              ...(sent === undefined ? {} : { sent }),
            });
          }
          return payload;
        },
      ] as RouteOptions['onSend'];
    },
  };
}

/** Answers whose body differs from what was sent: a field the schema dropped, or a value it changed. */
export function alteredAnswers(answers: Answer[]): string[] {
  const problems: string[] = [];
  for (const answer of answers) {
    if (!('sent' in answer)) continue;
    let received: unknown;
    try {
      received = JSON.parse(answer.body);
    } catch {
      problems.push(`${answer.route} ${answer.status}: the answer is not JSON: ${answer.body.slice(0, 120)}`);
      continue;
    }
    if (!isDeepStrictEqual(received, answer.sent)) {
      problems.push(
        `${answer.route} ${answer.status}: sent ${JSON.stringify(answer.sent).slice(0, 300)} but answered ${answer.body.slice(0, 300)}`,
      );
    }
  }
  return [...new Set(problems)];
}
