import { z } from 'zod';

/** Database row ids in paths: a positive 32-bit integer (PostgreSQL's int); anything else is not found. */
export const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Lower-case UUIDs, as the API issues them (game sessions, fair-play checks). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
