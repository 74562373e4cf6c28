import { fairPlayCheckFinishSchema, fairPlayCheckIssuedSchema, fairPlayCheckResultSchema, fairPlayCheckStartSchema } from '../fairplay/check.js';
import { fairPlayResultPageSchema, fairPlayResultSchema, fairPlayResultsQuerySchema } from '../fairplay/schemas.js';
import { fairPlayGameSessionPageSchema, fairPlayGameSessionSchema, fairPlayGameSessionsQuerySchema } from '../fairplay/game-review.js';
import type { RouteContract } from './route-contract.js';

/** Fair play review: routes spread into API_ROUTES. */
export const FAIR_PLAY_ROUTES = {
  fairPlayResults: { method: 'get', path: '/fairplay/results', summary: 'Teacher (races they hosted) or operator (all): results held by the fair-play model, with reasons and typing timeline', tag: 'fairplay', auth: true, query: fairPlayResultsQuerySchema, data: fairPlayResultPageSchema },
  fairPlayClear: { method: 'post', path: '/fairplay/results/{id}/clear', summary: 'Teacher of the race or operator: the result counts (points credited, back in rankings)', tag: 'fairplay', auth: true, data: fairPlayResultSchema },
  fairPlayDisqualify: { method: 'post', path: '/fairplay/results/{id}/disqualify', summary: 'Teacher of the race or operator: the result never counts (kept in the pupil history)', tag: 'fairplay', auth: true, data: fairPlayResultSchema },
  fairPlayGames: { method: 'get', path: '/fairplay/games', summary: 'Operator: game-centre sessions held by the fair-play model, with reasons and answer log', tag: 'fairplay', auth: true, query: fairPlayGameSessionsQuerySchema, data: fairPlayGameSessionPageSchema },
  fairPlayGameClear: { method: 'post', path: '/fairplay/games/{id}/clear', summary: 'Operator: the held session counts (points credited within the day\'s cap, back on the boards)', tag: 'fairplay', auth: true, data: fairPlayGameSessionSchema },
  fairPlayGameDisqualify: { method: 'post', path: '/fairplay/games/{id}/disqualify', summary: 'Operator: the held session never counts (kept in the pupil history)', tag: 'fairplay', auth: true, data: fairPlayGameSessionSchema },
  fairPlayCheckStart: { method: 'post', path: '/fairplay/checks', summary: 'A flagged pupil starts a short typing check of their speed on a fresh text of their grade (3 tries a result)', tag: 'fairplay', auth: true, body: fairPlayCheckStartSchema, data: fairPlayCheckIssuedSchema },
  fairPlayCheckFinish: { method: 'post', path: '/fairplay/checks/{id}/finish', summary: 'The check\'s IME commits with times: within 25% of the flagged speed with a human rhythm clears the result and certifies the speed plus 25%', tag: 'fairplay', auth: true, body: fairPlayCheckFinishSchema, data: fairPlayCheckResultSchema },
} as const satisfies Record<string, RouteContract>;
