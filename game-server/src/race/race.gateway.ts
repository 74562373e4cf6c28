import { Inject } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
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
  lockSchema,
  raceIdSchema,
  raceInputSchema,
  raceVisibilitySchema,
  startPracticeSchema,
  isStoreUnavailable,
  RETRY_AFTER_SECONDS,
  StoreUnreachableError,
  withFastPath,
  type InternalSession,
  type RaceAck,
} from '@learnstar/shared';
import { LOGGER } from '../common/tokens.js';
import { MATCH_STORE } from '../store/create-store.js';
import type { MatchStore } from '../store/match-store.js';
import type { SocketData } from '../socket/socket-adapter.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceService } from './race.service.js';
import { RaceEntry } from './race-entry.js';
import { ClassroomService } from './classroom.service.js';
import { RaceRejoin } from './race-rejoin.js';
import { RaceRefusal } from './race-errors.js';
import { AdmissionGate } from '../admission/admission-gate.js';
import { spendEvent } from '../socket/event-budget.js';
import { JoinCodeGuesses } from './join-code-guesses.js';

/** A handler answers at once when it can (a typing commit judged in memory), else later. */
type RaceHandler = (session: InternalSession, body: unknown, socket: Socket) => RaceAck<unknown> | Promise<RaceAck<unknown>>;

/**
 * Race events. Each handler validates its payload with the shared schema, needs a signed-in
 * socket, and answers through the ack: `{ ok: true, data }` or `{ ok: false, msg }` with a
 * message key. Redis out of reach is answered 'serviceUnavailable' with a retry hint (the store
 * reconnects by itself); other unexpected errors are logged and answered as 'internalError'.
 *
 * The events are routed from one table shared by every socket, through one listener per socket
 * (`onAny`), instead of Nest's @SubscribeMessage: Nest binds every handler to every socket and
 * runs each message through an rxjs pipeline, which at thousands of racers was several KB of heap
 * per racer and a measurable share of the CPU per input.
 *
 * Joins (a match, a classroom, practice, a rejoin after a drop) go through the node's AdmissionGate: past its capacity
 * they wait in a queue and the pupil hears how many are ahead. Classroom join codes are guarded against
 * guessing (JoinCodeGuesses), and every socket has an event budget (SOCKET_EVENT_BUDGET).
 */
@WebSocketGateway()
export class RaceGateway implements OnGatewayInit {
  private readonly handlers = new Map<string, RaceHandler>([
    [RACE_EVENTS_IO.joinMatch, this.handler(joinMatchSchema, this.needsStore((s, p, socket) => this.admission.admit(socket, () => this.entry.joinMatch(s, p.matchId, socket.id))))],
    [
      RACE_EVENTS_IO.input,
      // The parsed payload is the input (its raceId aside): the rules read only the input's fields.
      this.handler(raceInputSchema, (s, payload, socket) => this.races.input(s, payload.raceId, payload, socket.id)),
    ],
    [RACE_EVENTS_IO.visibility, this.handler(raceVisibilitySchema, (s, p, socket) => this.races.visibility(s, p.raceId, p.hidden, socket.id))],
    [RACE_EVENTS_IO.answer, this.handler(dictionaryAnswerSchema, (s, p, socket) => this.races.answer(s, p.raceId, p.questionIndex, p.optionIndex, socket.id))],
    [RACE_EVENTS_IO.startPractice, this.handler(startPracticeSchema, this.needsStore((s, p, socket) => this.admission.admit(socket, () => this.entry.startPractice(s, p, socket.id))))],
    [RACE_EVENTS_IO.createClassroom, this.handler(createClassroomSchema, (s, p, socket) => this.classrooms.create(s, p, socket.id))],
    [
      RACE_EVENTS_IO.joinClassroom,
      this.handler(
        joinClassroomSchema,
        this.needsStore((s, p, socket) => this.guesses.guard(s, socket, () => this.admission.admit(socket, () => this.classrooms.join(s, p.joinCode, socket.id)))),
      ),
    ],
    [RACE_EVENTS_IO.kick, this.handler(kickSchema, (s, p) => this.classrooms.kick(s, p.raceId, p.userId))],
    [RACE_EVENTS_IO.start, this.handler(raceIdSchema, (s, p) => this.classrooms.start(s, p.raceId))],
    [RACE_EVENTS_IO.end, this.handler(raceIdSchema, (s, p) => this.classrooms.end(s, p.raceId))],
    [RACE_EVENTS_IO.setLateJoin, this.handler(lateJoinSchema, (s, p) => this.classrooms.setLateJoin(s, p.raceId, p.lateJoin))],
    [RACE_EVENTS_IO.lock, this.handler(lockSchema, (s, p) => this.classrooms.setLocked(s, p.raceId, p.locked))],
    [RACE_EVENTS_IO.rejoin, this.handler(raceIdSchema, this.needsStore((s, p, socket) => this.admission.admit(socket, () => this.rejoins.rejoin(s, p.raceId, socket.id))))],
  ]);

  constructor(
    private readonly races: RaceService,
    private readonly entry: RaceEntry,
    private readonly classrooms: ClassroomService,
    private readonly rejoins: RaceRejoin,
    private readonly broadcaster: RaceBroadcaster,
    private readonly admission: AdmissionGate,
    private readonly guesses: JoinCodeGuesses,
    @Inject(MATCH_STORE) private readonly store: MatchStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A join needs the store: with Redis known to be away (its client reconnecting) it is refused at
   * once with the retry hint, as the README promises within a second, instead of after the client's
   * retries (1.8–2.8 s measured in an 8 s outage). A Redis that keeps its connections but stopped
   * answering is found by one PING, which fails after the command timeout, before the join's own
   * work (the API's content and level checks took the refusal to 2.4 s on a loaded machine).
   */
  private needsStore<P, T>(run: (session: InternalSession, payload: P, socket: Socket) => Promise<T>) {
    return async (session: InternalSession, payload: P, socket: Socket): Promise<T> => {
      if (!this.store.reachable || !(await this.store.ping())) throw new StoreUnreachableError('the match store');
      return run(session, payload, socket);
    };
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
    const route = sharedListener((socket, event, args) => this.route(socket, event, args));
    server.on('connection', (socket: Socket) => socket.onAny(route));
  }

  private route(socket: Socket, event: string, args: unknown[]): void {
    const handler = this.handlers.get(event);
    if (!handler) return;
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (reply: unknown) => void) : undefined;
    const { session, budget } = socket.data as SocketData;
    // A flooding socket's events are answered at once without being run (see spendEvent).
    if (!spendEvent(budget, Date.now())) {
      ack?.({ ok: false, msg: 'tooManyRequests' });
      return;
    }
    if (!session) {
      ack?.({ ok: false, msg: 'notLoggedIn' });
      return;
    }
    const reply = handler(session, args[0], socket);
    if (!(reply instanceof Promise)) ack?.(reply);
    else
      reply.then(
        (answer) => ack?.(answer),
        (error: unknown) => this.logger.error({ err: error, event }, 'race event failed'),
      );
  }

  /** Validates the payload, runs `run` and turns what it gives, or throws, into the ack; synchronously when `run` is. */
  private handler<S extends z.ZodType, T>(schema: S, run: (session: InternalSession, payload: z.infer<S>, socket: Socket) => T | Promise<T>): RaceHandler {
    // The schema's own rules, with a fast path for the plain payloads (a typing commit: thousands a second).
    const parse = withFastPath(schema);
    return (session, body, socket) => {
      const parsed = parse(body);
      if (!parsed.success) return { ok: false, msg: 'validationFailed' };
      try {
        const data = run(session, parsed.data, socket);
        return data instanceof Promise ? data.then(answered, (error: unknown) => this.refused(error, session)) : answered(data);
      } catch (error) {
        return this.refused(error, session);
      }
    };
  }

  private refused(error: unknown, session: InternalSession): RaceAck<never> {
    if (error instanceof RaceRefusal) return { ok: false, msg: error.msg };
    if (isStoreUnavailable(error)) return { ok: false, msg: 'serviceUnavailable', retryInMs: RETRY_AFTER_SECONDS * 1000 };
    this.logger.error({ err: error, userId: session.userId }, 'race handler failed');
    return { ok: false, msg: 'internalError' };
  }
}

function answered<T>(data: T): RaceAck<T> {
  return { ok: true, data };
}

/** One listener function for all sockets: Socket.IO calls an `onAny` listener with the socket as `this`. */
function sharedListener(handle: (socket: Socket, event: string, args: unknown[]) => void) {
  return function (this: Socket, event: string, ...args: unknown[]): void {
    handle(this, event, args);
  };
}
