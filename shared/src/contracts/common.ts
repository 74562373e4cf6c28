import { z } from 'zod';

/** A general email pattern, as SPEC §5 asks for the newsletter and the forms. */
export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'invalidEmail' })
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/, { error: 'invalidEmail' });
