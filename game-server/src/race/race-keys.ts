/**
 * Every store key and Socket.IO room name of a race, built in one place.
 *
 * A race's store keys carry its id as a Redis Cluster hash tag (`{raceId}`): only the part in braces
 * is hashed, so all keys of one race live in one slot and the multi-key scripts (a racer's write
 * guarded by the owners hash) run on one shard instead of failing with CROSSSLOT.
 */
const tagged = (raceId: string) => `race:{${raceId}}`;

export const raceKeys = {
  meta: (raceId: string) => tagged(raceId),
  racers: (raceId: string) => `${tagged(raceId)}:racers`,
  owners: (raceId: string) => `${tagged(raceId)}:owners`,
  createLock: (raceId: string) => `${tagged(raceId)}:create`,
  broadcastTick: (raceId: string) => `${tagged(raceId)}:tick`,
  stepLock: (raceId: string) => `${tagged(raceId)}:step`,
  joinCode: (code: string) => `joincode:${code}`,
  /** Sorted set of races by the time of their next scheduled step (start or end). */
  due: 'races:due',
  /** Room names are not store keys: the sharded adapter hashes each room's channel on its own. */
  room: (raceId: string) => `race:${raceId}`,
  /** The race of a room name built by `room` (undefined for socket ids and host rooms). */
  raceOfRoom: (room: string) => (room.startsWith('race:') && !room.endsWith(':host') ? room.slice('race:'.length) : undefined),
  /** The host's sockets of a classroom race: they get the board with the fair-play markers. */
  hostRoom: (raceId: string) => `race:${raceId}:host`,
};
