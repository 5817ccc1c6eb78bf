import { API_ROUTES } from '@fireworks/core/contract';
import type { RouteOptions } from 'fastify';
import { type CollectedRoutes, routeCollector } from '../../../test/hardening/matrix';
import { buildTestApp, call, type TestApp } from '../../../test/helper';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
  parameters?: { in: string; name: string }[];
  security?: unknown[];
}
interface OpenApi {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

/** '/api/discounts/:id' -> '/api/discounts/{id}' */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let routes: CollectedRoutes;
let doc: OpenApi;
beforeAll(async () => {
  const collector = routeCollector();
  t = await buildTestApp({ onRoute: collector.onRoute });
  routes = collector.routes;
  const response = await call(t.app, 'GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  doc = response.json();
});
afterAll(() => t.close());

const operationOf = (key: string): Operation | undefined => {
  const [method, url] = key.split(' ') as [string, string];
  return doc.paths[openApiPath(url)]?.[method.toLowerCase()];
};

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the API, without a session', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Fireworks Shop API');
  });

  it('lists every /api route and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual([...routes.keys()].map((key) => openApiPath(key)).sort());
  });

  it('gives every route its request body, parameters and every answer its schema declares', () => {
    const problems: string[] = [];
    for (const [key, route] of routes) {
      const operation = operationOf(key) as Operation;
      const schema = (route as RouteOptions).schema as Record<string, { properties?: Record<string, unknown> } | undefined>;
      if (schema.body && !operation.requestBody?.content['application/json']?.schema) problems.push(`${key}: no JSON request body`);
      for (const part of ['params', 'querystring'] as const) {
        const where = part === 'params' ? 'path' : 'query';
        for (const name of Object.keys(schema[part]?.properties ?? {})) {
          if (!operation.parameters?.some((p) => p.in === where && p.name === name)) problems.push(`${key}: no ${where} parameter ${name}`);
        }
      }
      const declared = Object.keys(schema.response ?? {});
      const documented = Object.keys(operation.responses);
      if (declared.length === 0 || documented.sort().join() !== declared.sort().join()) {
        problems.push(`${key}: answers ${documented.join(',')} documented, ${declared.join(',')} declared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the answers: a user, the refusal shape, and the upload form', () => {
    const login = operationOf('POST /api/login') as Operation;
    expect(login.responses['200']).toMatchObject({
      content: {
        'application/json': { schema: { properties: { token: { type: 'string' }, user: { properties: { funds: { type: 'number' } } } } } },
      },
    });
    expect(login.responses['403']).toMatchObject({
      content: { 'application/json': { schema: { properties: { error: { type: 'string' }, needsPhoneVerification: { enum: [true] } } } } },
    });
    expect(operationOf('POST /api/uploads')?.requestBody?.content).toHaveProperty('multipart/form-data');
  });

  it('asks for the bearer token on the routes that need a session, and only there', () => {
    expect(operationOf('POST /api/getuser')?.security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf('POST /api/changeApproval')?.security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf('POST /api/login')?.security).toBeUndefined();
    expect(operationOf('GET /api/health')?.security).toBeUndefined();
  });

  it("shows the permission each admin route's contract entry names (issue 41)", () => {
    for (const [key, entry] of Object.entries(API_ROUTES)) {
      const permission = (entry as { permission?: string }).permission;
      const operation = operationOf(key) as (Operation & { description?: string; 'x-permission'?: string }) | undefined;
      expect({ key, permission: operation?.['x-permission'] }).toEqual({ key, permission });
      if (permission) expect(operation?.description).toContain(permission === 'owner' ? 'Only the owner.' : `\`${permission}\``);
    }
    expect((operationOf('GET /api/pickups') as { 'x-permission'?: string })['x-permission']).toBe('pickups:work');
  });
});
