/** Every store key and Socket.IO room name of a race, built in one place. */
export const raceKeys = {
  meta: (raceId: string) => `race:${raceId}`,
  racers: (raceId: string) => `race:${raceId}:racers`,
  owners: (raceId: string) => `race:${raceId}:owners`,
  createLock: (raceId: string) => `race:${raceId}:create`,
  broadcastTick: (raceId: string) => `race:${raceId}:tick`,
  stepLock: (raceId: string) => `race:${raceId}:step`,
  joinCode: (code: string) => `joincode:${code}`,
  /** Sorted set of races by the time of their next scheduled step (start or end). */
  due: 'races:due',
  room: (raceId: string) => `race:${raceId}`,
  /** The race of a room name built by `room` (undefined for socket ids and host rooms). */
  raceOfRoom: (room: string) => (room.startsWith('race:') && !room.endsWith(':host') ? room.slice('race:'.length) : undefined),
  /** The host's sockets of a classroom race: they get the board with the fair-play markers. */
  hostRoom: (raceId: string) => `race:${raceId}:host`,
};
