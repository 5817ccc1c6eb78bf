import { OpenApiRoutes } from '@fireworks/core/contract';
import type { Api } from '../../shared/api';

/** GET /api/openapi.json: the OpenAPI 3 document generated from every route's contract schemas (plugins/openapi.ts). */
export default async function openApiRoutes(app: Api) {
  app.get('/openapi.json', { config: { public: true }, schema: OpenApiRoutes.openapi }, async () => app.swagger() as never);
}
