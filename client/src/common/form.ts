import type { z } from 'zod';
import { toFieldErrors, type Envelope } from '@learnstar/shared';

export type FieldErrors = Record<string, string>;

/** Client-side check with the same shared schema the API uses; messages are message keys. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: Object.fromEntries(toFieldErrors(result.error).map((e) => [e.field, e.msg])) };
}

/** Field errors the API sent back (400 with errors[]). */
export function serverFieldErrors(result: Envelope): FieldErrors {
  return Object.fromEntries((result.errors ?? []).map((e) => [e.field, e.msg]));
}
