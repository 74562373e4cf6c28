import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { raceKeys } from './race-keys.js';

/** Emits to a race's room on every node (through the Redis adapter when configured). */
@Injectable()
export class RaceBroadcaster {
  private server?: Server;

  attach(server: Server): void {
    this.server = server;
  }

  toRace(raceId: string, event: string, payload: unknown): void {
    this.server?.to(raceKeys.room(raceId)).emit(event, payload);
  }

  toSocket(socketId: string, event: string, payload: unknown): void {
    this.server?.to(socketId).emit(event, payload);
  }

  /** Removes a socket (on any node) from the race's room and tells it why. */
  evict(socketId: string, raceId: string, event: string, payload: unknown): void {
    this.server?.to(socketId).emit(event, payload);
    this.server?.in(socketId).socketsLeave(raceKeys.room(raceId));
  }

  join(socketId: string, raceId: string): void {
    this.server?.in(socketId).socketsJoin(raceKeys.room(raceId));
  }
}
