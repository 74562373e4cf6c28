import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { SOCKET_EVENTS, pingPayloadSchema, type PingAck } from '@learnstar/shared';
import { GAME_CONFIG, type GameConfig } from '../config/game-config.js';
import type { SocketData } from '../socket/socket-adapter.js';

/** A round trip that says which node answered and who the socket belongs to: the smallest end-to-end check. */
@WebSocketGateway()
export class PingGateway {
  constructor(@Inject(GAME_CONFIG) private readonly config: GameConfig) {}

  @SubscribeMessage(SOCKET_EVENTS.ping)
  ping(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket): PingAck | { error: string } {
    const parsed = pingPayloadSchema.safeParse(body);
    if (!parsed.success) return { error: 'validationFailed' };
    return { sentAt: parsed.data.sentAt, serverTime: Date.now(), node: this.config.nodeName, userId: (socket.data as SocketData).session?.userId ?? null };
  }
}
