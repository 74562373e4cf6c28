import { z } from 'zod';
import { emailSchema } from './common.js';

/** POST /api/user/addNewsEmail — JSON body (SPEC §7). */
export const addNewsEmailRequestSchema = z.object({ email: emailSchema });
export type AddNewsEmailRequest = z.infer<typeof addNewsEmailRequestSchema>;
