import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  RACE_EVENTS_IO,
  createClassroomSchema,
  dictionaryAnswerSchema,
  joinClassroomSchema,
  joinMatchSchema,
  kickSchema,
  lateJoinSchema,
  raceIdSchema,
  raceInputSchema,
  startPracticeSchema,
  type InternalSession,
  type RaceAck,
} from '@learnstar/shared';
import { LOGGER } from '../common/tokens.js';
import type { SocketData } from '../socket/socket-adapter.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceService } from './race.service.js';
import { ClassroomService } from './classroom.service.js';
import { RaceRefusal } from './race-errors.js';

/**
 * Race events. Each handler validates its payload with the shared schema, needs a signed-in
 * socket, and answers through the ack: `{ ok: true, data }` or `{ ok: false, msg }` with a
 * message key. Unexpected errors are logged and answered as 'internalError'.
 */
@WebSocketGateway()
export class RaceGateway implements OnGatewayInit {
  @WebSocketServer() server!: Server;

  constructor(
    private readonly races: RaceService,
    private readonly classrooms: ClassroomService,
    private readonly broadcaster: RaceBroadcaster,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  @SubscribeMessage(RACE_EVENTS_IO.joinMatch)
  joinMatch(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, joinMatchSchema, body, (s, p) => this.races.joinMatch(s, p.matchId, socket.id));
  }

  @SubscribeMessage(RACE_EVENTS_IO.input)
  input(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, raceInputSchema, body, (s, { raceId, ...input }) =>
      this.races.input(s, raceId, input.kind === 'insert' ? { seq: input.seq, kind: 'insert', text: input.text, mode: input.mode } : { seq: input.seq, kind: 'delete', count: input.count }, socket.id),
    );
  }

  @SubscribeMessage(RACE_EVENTS_IO.answer)
  answer(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, dictionaryAnswerSchema, body, (s, p) => this.races.answer(s, p.raceId, p.questionIndex, p.optionIndex, socket.id));
  }

  @SubscribeMessage(RACE_EVENTS_IO.startPractice)
  startPractice(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, startPracticeSchema, body, (s, p) => this.races.startPractice(s, p, socket.id));
  }

  @SubscribeMessage(RACE_EVENTS_IO.createClassroom)
  createClassroom(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, createClassroomSchema, body, (s, p) => this.classrooms.create(s, p, socket.id));
  }

  @SubscribeMessage(RACE_EVENTS_IO.joinClassroom)
  joinClassroom(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, joinClassroomSchema, body, (s, p) => this.classrooms.join(s, p.joinCode, socket.id));
  }

  @SubscribeMessage(RACE_EVENTS_IO.kick)
  kick(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, kickSchema, body, (s, p) => this.classrooms.kick(s, p.raceId, p.userId));
  }

  @SubscribeMessage(RACE_EVENTS_IO.start)
  start(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, raceIdSchema, body, (s, p) => this.classrooms.start(s, p.raceId));
  }

  @SubscribeMessage(RACE_EVENTS_IO.end)
  end(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, raceIdSchema, body, (s, p) => this.classrooms.end(s, p.raceId));
  }

  @SubscribeMessage(RACE_EVENTS_IO.setLateJoin)
  setLateJoin(@MessageBody() body: unknown, @ConnectedSocket() socket: Socket) {
    return this.handle(socket, lateJoinSchema, body, (s, p) => this.classrooms.setLateJoin(s, p.raceId, p.lateJoin));
  }

  private async handle<S extends z.ZodType, T>(socket: Socket, schema: S, body: unknown, run: (session: InternalSession, payload: z.infer<S>) => Promise<T>): Promise<RaceAck<T>> {
    const session = (socket.data as SocketData).session;
    if (!session) return { ok: false, msg: 'notLoggedIn' };
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { ok: false, msg: 'validationFailed' };
    try {
      return { ok: true, data: await run(session, parsed.data) };
    } catch (error) {
      if (error instanceof RaceRefusal) return { ok: false, msg: error.msg };
      this.logger.error({ err: error, userId: session.userId }, 'race handler failed');
      return { ok: false, msg: 'internalError' };
    }
  }
}
