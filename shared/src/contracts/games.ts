import { z } from 'zod';
import { gameCentreSchema, gameFinishRequestSchema, gameSessionResultSchema, gameSessionStartRequestSchema, gameSessionStartSchema, raceGhostSchema } from '../games/schemas.js';
import type { RouteContract } from './route-contract.js';

/** Game centre sessions (plane, race, bee): routes spread into API_ROUTES. */
export const GAME_ROUTES = {
  gameSessionStart: { method: 'post', path: '/games/{game}/sessions', summary: "Start a mini-game session (plane | race | bee) for the caller's grade code and level: items with answers, seed, deadline; a race with ghostSessionId runs on that ghost's passage and carries its timeline", tag: 'games', auth: true, body: gameSessionStartRequestSchema, data: gameSessionStartSchema },
  gameSessionFinish: { method: 'post', path: '/games/{game}/sessions/{sessionId}/finish', summary: 'Finish a session with the answer log; the server scores it, refuses impossible logs (422) and credits points once', tag: 'games', auth: true, body: gameFinishRequestSchema, data: gameSessionResultSchema },
  raceGhosts: { method: 'get', path: '/games/race/ghosts', summary: "Races to race again as a ghost: the caller's own and same-grade classmates' recent finished races (display name, passage, finish time); start one with ghostSessionId", tag: 'games', auth: true, data: z.array(raceGhostSchema) },
  gameCentre: { method: 'get', path: '/games/centre', summary: "Game centre: per-game best, points today against the daily cap, weekly top 10 of the caller's grade code", tag: 'games', auth: true, data: gameCentreSchema },
} as const satisfies Record<string, RouteContract>;
