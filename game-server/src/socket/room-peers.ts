import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InUseTicker, type InUse } from '../common/in-use-ticker.js';

/** How long a room's subscriber count is trusted before it is asked again (in the background). */
export const PEERS_TTL_MS = 1_000;

interface Known extends InUse {
  alone: boolean;
  /** When another node last published in the room (it has members there). */
  heardAt: number;
  asking: boolean;
}

/** Counts the subscribers of many rooms' channels in one round trip, in the order given. */
export type CountSubscribers = (rooms: readonly string[]) => Promise<number[]>;

/** Rooms asked about in one command at most (PUBSUB SHARDNUMSUB takes any number of channels). */
const ROOMS_PER_ASK = 1_000;

/**
 * Whether a room has members on this node only: then its board needs no trip through Redis (with
 * the sharded adapter a node receives its own room broadcasts back and decodes them), and its
 * racers' records need not reach the store so soon (no other node builds the room's board).
 *
 * Known from the number of subscribers of the room's sharded channel (PUBSUB SHARDNUMSUB: with the
 * sharded adapter's dynamic subscription a node subscribes exactly to the rooms it has members
 * in). A room is asked about when it is first looked at, and then once per PEERS_TTL_MS while it
 * is looked at, together with every other room in use in one command (a command per room each
 * second was 25 round trips a second at 25 races), answered from the last count meanwhile. A message
 * published in the room by another node says at once that it is shared: a pupil who joins on
 * another node announces the join (`state`) in the room, so this node stops answering "alone"
 * before the next board. Unknown rooms are shared. Without a Redis adapter (one node) every room
 * is alone; with the classic adapter or a Redis Cluster none is (the count is not asked there).
 */
@Injectable()
export class RoomPeers implements OnModuleDestroy {
  private subscribers: CountSubscribers | null = null;
  private everyRoomAlone = true;
  private readonly known = new Map<string, Known>();
  /** Asks about the rooms looked at since its last tick. */
  private asker: InUseTicker<Known> | null = null;

  /** Set by the Redis adapter: how rooms' subscribers are counted (null: they cannot be). */
  countWith(subscribers: CountSubscribers | null): void {
    this.subscribers = subscribers;
    this.everyRoomAlone = false;
    this.asker?.close();
    this.asker = subscribers ? new InUseTicker<Known>(PEERS_TTL_MS, (waiting) => this.askAgain(waiting)) : null;
  }

  alone(room: string, now = Date.now()): boolean {
    if (this.everyRoomAlone) return true;
    if (!this.subscribers) return false;
    const known = this.known.get(room);
    if (!known) {
      this.known.set(room, { alone: false, heardAt: 0, asking: false });
      this.ask([room], now);
      return false;
    }
    this.asker?.use(room, known);
    return known.alone;
  }

  /** Another node published in the room. */
  heardFromPeer(room: string, now = Date.now()): void {
    const known = this.known.get(room);
    if (!known) return;
    known.alone = false;
    known.heardAt = now;
  }

  /** The room has no member here any more. */
  forget(room: string): void {
    this.known.delete(room);
  }

  onModuleDestroy(): void {
    this.asker?.close();
  }

  /** The rooms looked at since the last ask (but those being asked about already), in one command per ROOMS_PER_ASK. */
  private askAgain(waiting: [string, Known][]): void {
    // A room forgotten since (no member here any more) is not asked about.
    const rooms = waiting.filter(([room, known]) => this.known.get(room) === known && !known.asking).map(([room]) => room);
    const now = Date.now();
    for (let i = 0; i < rooms.length; i += ROOMS_PER_ASK) this.ask(rooms.slice(i, i + ROOMS_PER_ASK), now);
  }

  private ask(rooms: string[], now: number): void {
    const asked = rooms.map((room) => this.known.get(room)!);
    for (const known of asked) known.asking = true;
    this.subscribers!(rooms).then(
      (counts) =>
        asked.forEach((known, i) => {
          known.asking = false;
          // A peer heard while the count was on its way is newer than the count.
          if (known.heardAt < now) known.alone = counts[i] <= 1;
        }),
      () =>
        asked.forEach((known) => {
          known.asking = false;
          known.alone = false;
        }),
    );
  }
}
