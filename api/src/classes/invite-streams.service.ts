import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Response } from 'express';
import type { Database, User } from '@learnstar/db';
import { CLASS_RACE_INVITE_HEARTBEAT_MS, CLASS_RACE_INVITE_STREAMS_PER_PUPIL, raceKindOf } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { ClassRaceInvitesService } from './class-race-invites.service.js';
import { CLASS_INVITE_BUS, type ClassInviteBus } from './invite-bus.js';

interface Stream {
  user: User;
  res: Response;
}

/**
 * Pupils' open notice streams (server-sent events) on this API instance. When a class's notices
 * change (a race announced, a race's results written) every instance hears it on the bus and
 * sends each connected pupil *of that class* their whole current list; nobody else gets anything.
 */
@Injectable()
export class InviteStreamsService implements OnModuleDestroy {
  private readonly streams = new Map<number, Stream[]>();
  /** Comments keep idle proxies from closing the stream; they carry nothing. */
  private readonly heartbeat = setInterval(() => this.each((s) => s.res.write(': ping\n\n')), CLASS_RACE_INVITE_HEARTBEAT_MS).unref();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLASS_INVITE_BUS) private readonly bus: ClassInviteBus,
    private readonly invites: ClassRaceInvitesService,
  ) {
    bus.onChange((classId) => void this.pushToClass(classId).catch(() => undefined));
  }

  /**
   * Opens a pupil's stream with their current notices. Past the limit the pupil's oldest tab's
   * stream is told it was replaced (that page then polls instead of reconnecting) and closed.
   */
  async open(user: User, res: Response): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const mine = [...(this.streams.get(user.id) ?? []), { user, res }];
    while (mine.length > CLASS_RACE_INVITE_STREAMS_PER_PUPIL) mine.shift()!.res.end('event: replaced\ndata: {}\n\n');
    this.streams.set(user.id, mine);
    res.on('close', () => this.drop(user.id, res));
    await this.send({ user, res });
  }

  /**
   * Called after a change of a class's notices has committed. If the bus is down the change still
   * reaches this instance's pupils; the others see it on their next reload. Never throws: a push
   * lost (the database away too) must not answer the committed change with an error.
   */
  async changed(classId: number): Promise<void> {
    await this.bus
      .publish(classId)
      .catch(() => this.pushToClass(classId))
      .catch(() => undefined);
  }

  /** A race's results are written: its notice is gone, so the class's pupils get their lists again. */
  async raceEnded(raceId: string): Promise<void> {
    if (raceKindOf(raceId) !== 'classroom') return; // only classroom races are announced (classRaceInviteRequestSchema)
    const invite = await this.db.prisma.classRaceInvite.findUnique({ where: { raceId }, select: { classId: true } });
    if (invite) await this.changed(invite.classId);
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.each((s) => s.res.end());
    this.streams.clear();
    void this.bus.close();
  }

  private async pushToClass(classId: number): Promise<void> {
    if (this.streams.size === 0) return;
    const members = await this.db.prisma.classMember.findMany({ where: { classId, userId: { in: [...this.streams.keys()] } }, select: { userId: true } });
    await Promise.all(members.flatMap((m) => (this.streams.get(m.userId) ?? []).map((s) => this.send(s))));
  }

  private async send(stream: Stream): Promise<void> {
    const list = await this.invites.forPupil(stream.user);
    if (!stream.res.writableEnded) stream.res.write(`event: invites\ndata: ${JSON.stringify(list)}\n\n`);
  }

  private drop(userId: number, res: Response): void {
    const left = (this.streams.get(userId) ?? []).filter((s) => s.res !== res);
    if (left.length) this.streams.set(userId, left);
    else this.streams.delete(userId);
  }

  private each(fn: (s: Stream) => void): void {
    for (const list of this.streams.values()) list.forEach(fn);
  }
}
