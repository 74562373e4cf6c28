import { Injectable } from '@nestjs/common';

/** How long a room's subscriber count is trusted before it is asked again (in the background). */
export const PEERS_TTL_MS = 1_000;

interface Known {
  alone: boolean;
  /** When the count was last asked for. */
  askedAt: number;
  /** When another node last published in the room (it has members there). */
  heardAt: number;
  asking: boolean;
}

/**
 * Whether a room has members on this node only: then its board needs no trip through Redis (with
 * the sharded adapter a node receives its own room broadcasts back and decodes them), and its
 * racers' records need not reach the store so soon (no other node builds the room's board).
 *
 * Known from the number of subscribers of the room's sharded channel (PUBSUB SHARDNUMSUB: with the
 * sharded adapter's dynamic subscription a node subscribes exactly to the rooms it has members
 * in), asked at most once per PEERS_TTL_MS and answered from the last count meanwhile. A message
 * published in the room by another node says at once that it is shared: a pupil who joins on
 * another node announces the join (`state`) in the room, so this node stops answering "alone"
 * before the next board. Unknown rooms are shared. Without a Redis adapter (one node) every room
 * is alone; with the classic adapter or a Redis Cluster none is (the count is not asked there).
 */
@Injectable()
export class RoomPeers {
  private subscribers: ((room: string) => Promise<number>) | null = null;
  private everyRoomAlone = true;
  private readonly known = new Map<string, Known>();

  /** Set by the Redis adapter: how rooms' subscribers are counted (null: they cannot be). */
  countWith(subscribers: ((room: string) => Promise<number>) | null): void {
    this.subscribers = subscribers;
    this.everyRoomAlone = false;
  }

  alone(room: string, now = Date.now()): boolean {
    if (this.everyRoomAlone) return true;
    if (!this.subscribers) return false;
    let known = this.known.get(room);
    if (!known) this.known.set(room, (known = { alone: false, askedAt: 0, heardAt: 0, asking: false }));
    if (!known.asking && now - known.askedAt >= PEERS_TTL_MS) this.ask(room, known, now);
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

  private ask(room: string, known: Known, now: number): void {
    known.asking = true;
    known.askedAt = now;
    this.subscribers!(room).then(
      (count) => {
        known.asking = false;
        // A peer heard while the count was on its way is newer than the count.
        if (known.heardAt < now) known.alone = count <= 1;
      },
      () => {
        known.asking = false;
        known.alone = false;
      },
    );
  }
}
