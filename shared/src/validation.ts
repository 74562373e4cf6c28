import type { z } from 'zod';
import type { FieldError } from './envelope.js';
import { MESSAGE_KEYS, type MessageKey } from './messages.js';

const KNOWN = new Set<string>(MESSAGE_KEYS);

/** Maps one zod issue to a message key, so both sides show the same translated text. */
export function issueMessageKey(issue: z.core.$ZodIssue): MessageKey {
  if (KNOWN.has(issue.message)) return issue.message as MessageKey;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalidValue';
    case 'too_big':
      return 'tooLong';
    case 'too_small':
      return issue.minimum === 1 && issue.origin === 'string' ? 'required' : 'tooShort';
    default:
      return 'invalidValue';
  }
}

/** Field errors of a failed parse: one per field, the first issue wins. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!seen.has(field)) seen.set(field, { field, msg: issueMessageKey(issue) });
  }
  return [...seen.values()];
}
