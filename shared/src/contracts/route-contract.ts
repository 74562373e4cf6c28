import type { z } from 'zod';

/** One REST route: method, path (relative to /api), OpenAPI summary and tag, and its zod schemas. */
export interface RouteContract {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** An upload: the multipart/form-data field that carries the file (instead of a JSON body). */
  fileField?: string;
  /** A success that is not an envelope: a file (text/csv) or a stream (text/event-stream). */
  produces?: 'text/csv' | 'text/event-stream';
  /** Schema of `data` in a success envelope; undefined when the success carries no data. */
  data?: z.ZodType;
}

