import { z } from 'zod';

/**
 * Socket.IO events of the match server. Every event name and payload lives here;
 * client and game server both import these.
 */
export const SOCKET_PATH = '/socket.io';

export const pingPayloadSchema = z.object({ sentAt: z.number().int().nonnegative() });
export type PingPayload = z.infer<typeof pingPayloadSchema>;

export const pingAckSchema = z.object({
  sentAt: z.number().int(),
  serverTime: z.number().int(),
  node: z.string(),
  userId: z.number().int().nullable(),
});
export type PingAck = z.infer<typeof pingAckSchema>;

export const SOCKET_EVENTS = {
  ping: 'ping:check',
  error: 'server:error',
} as const;

/** Typed map of client → server events, for socket.io's generics. */
export interface ClientToServerEvents {
  [SOCKET_EVENTS.ping]: (payload: PingPayload, ack: (reply: PingAck) => void) => void;
}

export interface ServerToClientEvents {
  [SOCKET_EVENTS.error]: (payload: { msg: string }) => void;
}
