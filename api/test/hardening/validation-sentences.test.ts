/**
 * Every validation message is a sentence (issue 37 item 7, issue 39 item 8): every field of every
 * request schema (body and query string of every /api route, as registered) has a human name in
 * English and Spanish, and each field sent missing or with a wrong type is refused in words: no
 * answer holds a raw message key (`validation.`), the field's path or the "A value" stand-in, and
 * none is a 5xx.
 */
import { translator } from '@fireworks/core/i18n';
import type { TSchema } from '@sinclair/typebox';
import { call, type TestApp } from '../helper';
import { type CollectedRoutes, cellContext, hardenedApp, hostileRole, splitRoute } from './matrix';
import { authorizationFor, type Sessions } from './roles';
import { ROUTES, type RouteSpec } from './routes';

type Path = (string | number)[];

interface Field {
  path: Path;
  schema: TSchema;
  required: boolean;
}

/** Every named field of a schema, nested objects and list items included (unions: each member). */
function fieldsOf(schema: TSchema | undefined, path: Path = []): Field[] {
  if (!schema) return [];
  const members = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as TSchema[] | undefined;
  if (members) return members.flatMap((member) => fieldsOf(member, path));
  if (schema.type === 'array' && schema.items) return fieldsOf(schema.items as TSchema, [...path, 0]);
  if (schema.type !== 'object' || !schema.properties) return [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([name, child]) => [
    { path: [...path, name], schema: child, required: required.has(name) },
    ...fieldsOf(child, [...path, name]),
  ]);
}

const fieldName = (path: Path) => path.filter((segment): segment is string => typeof segment === 'string').at(-1) as string;

/** A copy of `value` with `path` set to `next` (parents made as needed), or removed when `next` is undefined. */
function withValue(value: unknown, path: Path, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number' ? (Array.isArray(value) ? [...value] : []) : value && typeof value === 'object' ? { ...value } : {};
  const child = withValue((container as Record<string | number, unknown>)[head], rest, next);
  if (child === undefined && rest.length === 0) delete (container as Record<string | number, unknown>)[head];
  else (container as Record<string | number, unknown>)[head] = child;
  return container;
}

/** A value of a type the field does not take: an object for a value, a number for an object. */
const wrongValue = (schema: TSchema) => (schema.type === 'object' ? 7 : { wrong: true });

/** What the answer must not say about `path`: its JSON path, its dotted path, a raw key, the stand-in label. */
function leaks(error: string, path: Path): string | null {
  if (error.includes('validation.')) return 'a raw message key';
  if (error.includes(`/${path.join('/')}`) || error.includes(`/${fieldName(path)}`)) return 'the field path';
  if (path.length > 1 && error.includes(path.join('.'))) return 'the dotted field path';
  if (/^(A value|Un valor)\b/.test(error)) return 'no name for the field';
  return null;
}

let t: TestApp;
let routes: CollectedRoutes;
let sessions: Sessions;
beforeAll(async () => {
  ({ t, routes, sessions } = await hardenedApp());
});
afterAll(() => t.close());

it('names every field of every request schema in English and Spanish', () => {
  const unnamed: string[] = [];
  for (const [route, options] of routes) {
    const schema = options.schema as { body?: TSchema; querystring?: TSchema } | undefined;
    for (const { path } of [...fieldsOf(schema?.body), ...fieldsOf(schema?.querystring)]) {
      for (const language of ['en', 'es'] as const) {
        const label = translator(language)(`errors:validation.fields.${fieldName(path)}`, { defaultValue: '' });
        if (!label) unnamed.push(`${route} ${path.join('.')} (${language})`);
      }
    }
  }
  expect(routes.size).toBeGreaterThan(50);
  expect(unnamed).toEqual([]);
});

/** The row's valid request as the route's most trusted caller sends it. */
async function validRequest(spec: RouteSpec<unknown>) {
  const role = hostileRole(spec);
  const shape = spec.request?.(await cellContext(t.app, sessions, spec, role)) ?? {};
  const { path } = splitRoute(spec.route);
  const url = new URL(shape.url ?? path, 'http://shop.test');
  return { url, payload: shape.payload, headers: authorizationFor(sessions, role, shape) };
}

it.each(ROUTES.map((spec) => [spec.route, spec]))(
  '%s refuses each missing or wrong-typed field with a sentence',
  async (route, spec) => {
    const { method } = splitRoute(route);
    const schema = routes.get(route)?.schema as { body?: TSchema; querystring?: TSchema } | undefined;
    const problems: string[] = [];
    const tryRequest = async (kind: string, path: Path, request: { url: URL; payload: unknown; headers: Record<string, string> }) => {
      for (const language of ['en', 'es']) {
        const response = await call(t.app, method, `${request.url.pathname}${request.url.search}`, {
          payload: request.payload,
          headers: { ...request.headers, 'accept-language': language },
        });
        const where = `${kind} ${path.join('.')} (${language})`;
        if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode}`);
        else if (response.statusCode >= 400) {
          const error = response.json().error;
          const leak = typeof error === 'string' ? leaks(error, path) : 'no { error }';
          if (leak) problems.push(`${where}: ${leak}: ${response.body.slice(0, 160)}`);
        }
      }
    };

    for (const field of fieldsOf(schema?.body)) {
      const valid = await validRequest(spec);
      await tryRequest('wrong type', field.path, {
        ...valid,
        payload: withValue(valid.payload ?? {}, field.path, wrongValue(field.schema)),
      });
      if (field.required)
        await tryRequest('missing', field.path, { ...valid, payload: withValue(valid.payload ?? {}, field.path, undefined) });
    }
    for (const field of fieldsOf(schema?.querystring)) {
      const name = fieldName(field.path);
      for (const [kind, values] of [
        ['wrong type', ['1', '2']],
        ['wrong value', ['not a value ☃']],
      ] as const) {
        const valid = await validRequest(spec);
        valid.url.searchParams.delete(name);
        for (const value of values) valid.url.searchParams.append(name, value);
        await tryRequest(kind, field.path, valid);
      }
      if (field.required) {
        const valid = await validRequest(spec);
        valid.url.searchParams.delete(name);
        await tryRequest('missing', field.path, valid);
      }
    }
    expect(problems).toEqual([]);
  },
  120_000,
);
