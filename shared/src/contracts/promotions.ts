import type { RouteContract } from './route-contract.js';

/** Promotions: routes spread into API_ROUTES. */
export const PROMOTION_ROUTES = {} as const satisfies Record<string, RouteContract>;
