import { fairPlayResultPageSchema, fairPlayResultSchema, fairPlayResultsQuerySchema } from '../fairplay/schemas.js';
import type { RouteContract } from './route-contract.js';

/** Fair play review: routes spread into API_ROUTES. */
export const FAIR_PLAY_ROUTES = {
  fairPlayResults: { method: 'get', path: '/fairplay/results', summary: 'Teacher (races they hosted) or operator (all): results held by the fair-play model, with reasons and typing timeline', tag: 'fairplay', auth: true, query: fairPlayResultsQuerySchema, data: fairPlayResultPageSchema },
  fairPlayClear: { method: 'post', path: '/fairplay/results/{id}/clear', summary: 'Teacher of the race or operator: the result counts (points credited, back in rankings)', tag: 'fairplay', auth: true, data: fairPlayResultSchema },
  fairPlayDisqualify: { method: 'post', path: '/fairplay/results/{id}/disqualify', summary: 'Teacher of the race or operator: the result never counts (kept in the pupil history)', tag: 'fairplay', auth: true, data: fairPlayResultSchema },
} as const satisfies Record<string, RouteContract>;
