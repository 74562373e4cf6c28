import { z } from 'zod';
import { addNewsEmailRequestSchema } from './newsletter.js';
import { getDictDataQuerySchema, productOptionSchema } from './dict.js';
import { clientConfigSchema, healthSchema } from './health.js';

/**
 * Every REST route of the API in one table: the API validates with these schemas and
 * the OpenAPI document at /api/docs is generated from them. Paths are relative to /api.
 */
export interface RouteContract {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in a success envelope; undefined when the success carries no data. */
  data?: z.ZodType;
}

export const API_ROUTES = {
  health: { method: 'get', path: '/health', summary: 'Liveness with database and Redis status', tag: 'system', data: healthSchema },
  clientConfig: { method: 'get', path: '/config', summary: 'Where the page finds the match server', tag: 'system', data: clientConfigSchema },
  getDictData: { method: 'get', path: '/user/getDictData', summary: 'Product options (dictType hs_device_type)', tag: 'content', query: getDictDataQuerySchema, data: z.array(productOptionSchema) },
  addNewsEmail: { method: 'post', path: '/user/addNewsEmail', summary: 'Newsletter sign-up', tag: 'content', body: addNewsEmailRequestSchema },
} as const satisfies Record<string, RouteContract>;
