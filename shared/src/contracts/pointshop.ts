import type { RouteContract } from './route-contract.js';

/** Points shop and redemptions: routes spread into API_ROUTES. */
export const POINTSHOP_ROUTES = {} as const satisfies Record<string, RouteContract>;
