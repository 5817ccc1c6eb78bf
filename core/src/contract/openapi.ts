/** The OpenAPI 3 document of the API, generated from the routes' schemas. */
import { Type } from '@sinclair/typebox';
import { errors } from './common';

export const OpenApiDocument = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true, title: 'OpenApiDocument' },
);

export const OpenApiRoutes = {
  openapi: {
    summary: 'This document: every route with its request and answer schemas (OpenAPI 3.1)',
    tags: ['operations'],
    response: { 200: OpenApiDocument, ...errors() },
  },
};
