import { z } from 'zod';
import { API_ROUTES, type RouteContract } from '@learnstar/shared';

/** OpenAPI 3.1 document built from the shared route table, so the docs cannot drift from the code. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(API_ROUTES) as [string, RouteContract][]) {
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`][route.method] = {
      operationId,
      summary: route.summary,
      tags: [route.tag],
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      parameters: route.query ? queryParameters(route.query) : [],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
      ...(route.fileField ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: fileUpload(route.fileField) } } } } : {}),
      responses: {
        200: route.produces
          ? { description: route.produces === 'text/csv' ? 'The file (UTF-8 with BOM)' : 'Server-sent events', content: { [route.produces]: { schema: { type: 'string' } } } }
          : { description: 'Success envelope (code 200)', content: { 'application/json': { schema: envelope(route.data) } } },
        400: { description: 'Validation failed: msg is a message key, errors lists fields' },
        ...(route.auth ? { 401: { description: 'Not logged in or login expired' } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'LearnStar API', version: '0.1.0', description: 'Every response is the {code, msg, data} envelope; code 200 is success.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

function toSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function fileUpload(field: string): Record<string, unknown> {
  return { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } };
}

function envelope(data?: z.ZodType): Record<string, unknown> {
  return {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' }, ...(data ? { data: toSchema(data) } : {}) },
  };
}

function queryParameters(query: z.ZodType): unknown[] {
  const schema = toSchema(query) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}
