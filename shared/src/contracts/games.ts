import type { RouteContract } from './route-contract.js';

/** Game centre sessions (plane, race, bee): routes spread into API_ROUTES. */
export const GAME_ROUTES = {} as const satisfies Record<string, RouteContract>;
