import { z } from 'zod';
import { pagedQuerySchema } from '../contracts/points.js';

/** Console lists page on the server, 20 rows unless asked (sorted with `sortQuery` of contracts/points). */
export const consolePageSchema = pagedQuerySchema(20);
export const searchSchema = z.string().trim().min(1).max(100).optional();
