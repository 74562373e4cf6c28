import { z } from 'zod';

export const storeStatusSchema = z.object({
  kind: z.string(),
  ok: z.boolean(),
});

/** GET /api/health and the game server's GET /health. */
export const healthSchema = z.object({
  service: z.enum(['api', 'game-server']),
  ok: z.boolean(),
  database: storeStatusSchema.optional(),
  store: storeStatusSchema.optional(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/config: what the page needs to find the match server. */
export const clientConfigSchema = z.object({
  gameServerUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
