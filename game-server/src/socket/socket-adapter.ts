import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { SOCKET_PATH, checkMatchTicket, type InternalSession } from '@learnstar/shared';
import type { GameConfig } from '../config/game-config.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { AdapterTraffic } from './adapter-traffic.js';
import type { RoomPeers } from './room-peers.js';
import { createRedisAdapter, type RedisAdapterLink } from './redis-adapter.js';
import { releaseUpgradeRequest, trimHandshake } from './lean-connection.js';
import { ackEncodingParser } from './ack-encoder.js';
import { fullBudget, spendEvent, type EventBudget } from './event-budget.js';
import { takeClientAddress, trustedProxies, type AddressedConnection } from './client-address.js';

export interface SocketData {
  session: InternalSession | null;
  /** What the socket may still send (SOCKET_EVENT_BUDGET); the race events' router spends it. */
  budget: EventBudget;
}

/**
 * One adapter for every gateway: learns who a socket is on the handshake (anonymous sockets are
 * let in with a null session; race events check it) and, with REDIS_URL, carries room broadcasts
 * between match-server nodes through Redis sharded pub/sub (see redis-adapter.ts).
 */
export class GameSocketAdapter extends IoAdapter {
  private redis?: RedisAdapterLink;
  server?: Server;

  constructor(
    app: INestApplicationContext,
    private readonly config: GameConfig,
    private readonly verifier: TokenVerifier,
    private readonly traffic: AdapterTraffic,
    private readonly peers: RoomPeers,
    /** True once the node is stopping: new sockets are refused and the client tries again shortly. */
    private readonly draining: () => boolean = () => false,
    /** Where the Redis adapter reports losing Redis and getting it back. */
    private readonly warn: (message: string) => void = () => undefined,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...(options as ServerOptions),
      serveClient: false,
      path: SOCKET_PATH,
      parser: ackEncodingParser,
      cors: { origin: this.config.corsOrigins === '*' ? true : this.config.corsOrigins },
    });
    if (this.config.redisUrl || this.config.redisClusterNodes) {
      this.redis = createRedisAdapter(this.config, this.traffic, this.peers, this.warn);
      server.adapter(this.redis.adapter);
      this.redis.attach(server.of('/').adapter as unknown as Parameters<RedisAdapterLink['attach']>[0]);
    }
    const trusted = trustedProxies(this.config.trustProxy);
    server.engine.on('connection', (connection: AddressedConnection) => {
      takeClientAddress(connection, trusted);
      releaseUpgradeRequest(connection);
    });
    server.use((socket: Socket, next) => {
      if (this.draining()) return next(new Error('serverRestarting'));
      this.sessionOf(socket.handshake.auth).then(
        (session) => {
          Object.assign(socket.data as SocketData, { session, budget: fullBudget(Date.now()) } satisfies SocketData);
          trimHandshake(socket);
          next();
        },
        (refusal: Error) => next(refusal),
      );
    });
    this.server = server;
    return server;
  }

  /**
   * A match ticket (what the site's pages send) is checked here, with no call to the API, so a
   * national match's join burst costs the API nothing per socket; an expired or forged one refuses
   * the handshake with `ticketExpired` / `ticketInvalid` (the page fetches a new ticket). A bare
   * session token (tools and benchmarks that hold one) is still asked of the API, a few at a time.
   */
  private async sessionOf(auth: Record<string, unknown> | undefined): Promise<InternalSession | null> {
    if (typeof auth?.ticket === 'string') {
      const check = await checkMatchTicket(auth.ticket, this.config.matchTicketSecret);
      if (!check.ok) throw new Error(check.error);
      return check.session;
    }
    return this.verifier.verify(typeof auth?.token === 'string' ? auth.token : undefined).catch(() => null);
  }

  /**
   * One plain listener per event for Nest gateways (the race events have their own router, see
   * RaceGateway). Nest's default builds an rxjs pipeline per event per socket that lives as long
   * as the socket (~45 KB of heap per racer with eleven events, measured with a heap snapshot at
   * 1,000 racers). Answers go back the same way: through the acknowledgement, or as an event when
   * a handler returns `{ event, data }`.
   */
  override bindMessageHandlers(socket: Socket, handlers: MessageMappingProperties[], transform: (data: unknown) => Observable<unknown>): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...payload: unknown[]) => {
        const { data, ack } = this.mapPayload(payload);
        // A flooding socket's events are answered at once without being run (see spendEvent), as these gateways refuse.
        if (!spendEvent((socket.data as SocketData).budget, Date.now())) {
          if (typeof ack === 'function') ack({ error: 'tooManyRequests' });
          return;
        }
        const reply = (response: unknown) => {
          if (response === null || response === undefined) return;
          const asEvent = response as { event?: string; data?: unknown };
          if (asEvent.event) socket.emit(asEvent.event, asEvent.data);
          else if (!isAckHandledManually && typeof ack === 'function') ack(response);
        };
        const failed = (error: unknown) => this.logger.error(error);
        try {
          transform(callback(data, ack)).subscribe({ next: reply, error: failed });
        } catch (error) {
          failed(error);
        }
      });
    }
  }

  /**
   * Nest's hook for a gateway's handleDisconnect, with the callback itself as the listener. Nest's
   * default wraps it in an arrow function and `once` (a bound wrapper, its state and a closure per
   * socket per gateway, for as long as the socket lives); Socket.IO emits 'disconnect' once per
   * socket, so plain `on` does the same.
   */
  override bindClientDisconnect(client: Socket, callback: (reason: string) => void): void {
    client.on('disconnect', callback);
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await this.redis?.close();
  }
}
