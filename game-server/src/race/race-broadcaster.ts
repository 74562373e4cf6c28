import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { raceKeys } from './race-keys.js';
import { RoomPeers } from '../socket/room-peers.js';

/** Emits to a race's room on every node (through the Redis adapter when configured). */
@Injectable()
export class RaceBroadcaster {
  private server?: Server;

  constructor(private readonly peers: RoomPeers) {}

  attach(server: Server): void {
    this.server = server;
  }

  toRace(raceId: string, event: string, payload: unknown): void {
    this.server?.to(raceKeys.room(raceId)).emit(event, payload);
  }

  /** An event for the race's room but its host (who gets its own copy through `toHost`). */
  toRaceButHost(raceId: string, event: string, payload: unknown): void {
    this.server?.to(raceKeys.room(raceId)).except(raceKeys.hostRoom(raceId)).emit(event, payload);
  }

  /** An event for the race's host alone (the live board's fair-play markers); `replaceable` as in toRaceReplaceable. */
  toHost(raceId: string, event: string, payload: unknown, replaceable = false): void {
    this.via(raceId, replaceable)?.to(raceKeys.hostRoom(raceId)).emit(event, payload);
  }

  /**
   * `toRace` for an event the next one replaces within a window (the live board): when no other
   * node has members in the room (RoomPeers) it is sent from here only, not through Redis (which
   * would bring it back to this node to be decoded and dropped). Should a pupil join on another
   * node meanwhile, they miss at most the boards until their join is heard here.
   */
  toRaceReplaceable(raceId: string, event: string, payload: unknown): void {
    this.via(raceId, true)?.to(raceKeys.room(raceId)).emit(event, payload);
  }

  private via(raceId: string, replaceable: boolean) {
    return replaceable && this.peers.alone(raceKeys.room(raceId)) ? this.server?.local : this.server;
  }

  /** Races that have a racer connected to this node. */
  localRaces(): string[] {
    const rooms = this.server ? [...this.server.of('/').adapter.rooms.keys()] : [];
    return rooms.map(raceKeys.raceOfRoom).filter((raceId): raceId is string => raceId !== undefined);
  }

  /**
   * Done once every socket on this node has handed what was emitted to it to the network: a
   * WebSocket sends one batch at a time, and what is emitted meanwhile waits in the connection's
   * buffer, lost if the connection is closed first (a racer's own result, then `finished`, then
   * `server:restarting`, all in the moment before a stopping node closes its sockets).
   */
  async localWritesFlushed(pollMs = 10): Promise<void> {
    // Engine.IO keeps the buffer private in its typings; it is the connection's own queue.
    const waiting = () => [...(this.server?.of('/').sockets.values() ?? [])].some((socket) => (socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length > 0);
    while (waiting()) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }

  /** Every socket connected to this node (not through the Redis adapter). */
  toLocalSockets(event: string, payload: unknown): void {
    this.server?.local.emit(event, payload);
  }

  toSocket(socketId: string, event: string, payload: unknown): void {
    this.server?.to(socketId).emit(event, payload);
  }

  /** Removes a socket (on any node) from the race's room and tells it why. */
  evict(socketId: string, raceId: string, event: string, payload: unknown): void {
    this.server?.to(socketId).emit(event, payload);
    this.server?.in(socketId).socketsLeave(raceKeys.room(raceId));
  }

  /**
   * Joins are asked for by the socket itself, so it is on this node: `local` keeps the join off
   * Redis (a remote join is a message to every node, which would grow with the number of nodes).
   */
  join(socketId: string, raceId: string): void {
    this.server?.local.in(socketId).socketsJoin(raceKeys.room(raceId));
  }

  /** The race's host: in the race's room and in its host room. */
  joinAsHost(socketId: string, raceId: string): void {
    this.server?.local.in(socketId).socketsJoin([raceKeys.room(raceId), raceKeys.hostRoom(raceId)]);
  }
}
