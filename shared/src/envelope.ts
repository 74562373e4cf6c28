import { z } from 'zod';

/** Success is `code === 200`; every other code is an error whose `msg` is an i18n message key. */
export const SUCCESS_CODE = 200;

export const fieldErrorSchema = z.object({
  field: z.string(),
  msg: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string().optional(),
    data: data.optional(),
    errors: z.array(fieldErrorSchema).optional(),
  });
}

export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
  /** Field-level validation errors (code 400). */
  errors?: FieldError[];
  /** The change is done but its email waits for the mail server; the outbox sends it later. */
  mailMayBeLate?: true;
}

export function ok<T>(data?: T, msg = 'ok'): Envelope<T> {
  return data === undefined ? { code: SUCCESS_CODE, msg } : { code: SUCCESS_CODE, msg, data };
}

export function isSuccess(envelope: Pick<Envelope, 'code'>): boolean {
  return envelope.code === SUCCESS_CODE;
}
